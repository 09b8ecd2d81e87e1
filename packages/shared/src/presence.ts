/** Presence's states, timings and connection quality, without zod: the signed-in pages load these with their first screen. */

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
