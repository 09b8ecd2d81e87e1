import type { NotificationTexts } from './admin';

/** Server-sent events on GET /api/events (one stream per tab). */
export type ServerEvent =
  | { type: 'points'; userId: number; points: number }
  | ({ type: 'notification'; id: number } & NotificationTexts)
  | { type: 'settings'; key: string }
  /** Sent to a stream just before it closes because its session ended (banned: by an operator). */
  | { type: 'signed_out'; reason: 'banned' | 'ended' }
  /** Server-internal (never sent to a browser): a user's sessions ended, their open streams re-check theirs. */
  | { type: 'sessions_ended'; userId: number };

export const EVENTS_CHANNEL = 'app_events';
