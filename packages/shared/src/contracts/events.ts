/** Server-sent events on GET /api/events (one stream per tab). */
export type ServerEvent =
  | { type: 'points'; userId: number; points: number }
  | { type: 'notification'; id: number; title: string; body: string }
  | { type: 'settings'; key: string };

export const EVENTS_CHANNEL = 'app_events';
