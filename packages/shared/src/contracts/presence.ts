import { z } from 'zod';

/** Spec platform 3: what the server keeps of each signed-in player's presence. */
export const PRESENCE_STATES = ['online', 'idle', 'away', 'background', 'offline'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

export const CONNECTION_QUALITIES = ['excellent', 'good', 'fair', 'poor', 'unknown', 'offline'] as const;
export type ConnectionQuality = (typeof CONNECTION_QUALITIES)[number];

/** Spec platform 9: presence timings. */
export const PRESENCE_TIMINGS = {
  /** Heartbeat while the player is active, and while idle or away. */
  heartbeatActiveMs: 30_000,
  heartbeatIdleMs: 60_000,
  /** At most one heartbeat a second, however often the state changes. */
  heartbeatThrottleMs: 1_000,
  idleAfterMs: 120_000,
  offlineAfterMs: 180_000,
  activityCheckMs: 5_000,
  pingIntervalMs: 60_000,
  /** The server counts a player offline once no heartbeat came for this long (the idle interval and a margin). */
  staleAfterMs: 90_000,
} as const;

/** Connection quality from one ping's round trip: under 100 ms excellent, 300 good, 1000 fair, else poor. */
export function qualityOf(roundTripMs: number): Exclude<ConnectionQuality, 'unknown' | 'offline'> {
  if (roundTripMs < 100) return 'excellent';
  if (roundTripMs < 300) return 'good';
  if (roundTripMs < 1000) return 'fair';
  return 'poor';
}

const text = (max: number) => z.string().max(max);

export const presenceRequestSchema = z.object({
  state: z.enum(PRESENCE_STATES),
  quality: z.enum(CONNECTION_QUALITIES),
  device: z
    .object({
      type: z.literal('web'),
      userAgent: text(400),
      screen: text(20),
      timeZone: text(64),
      language: text(16),
    })
    .optional(),
});
export type PresenceRequest = z.input<typeof presenceRequestSchema>;
export type PresenceDevice = NonNullable<PresenceRequest['device']>;

/** The operator console's view: who is here now. */
export type AdminPresencePlayer = {
  userId: number;
  name: string;
  email: string;
  state: PresenceState;
  quality: ConnectionQuality;
  lastActivityAt: string;
};
export type AdminPresenceResponse = { onlineNow: number; players: AdminPresencePlayer[] };
