import { PRESENCE_TIMINGS, type PresenceState } from '@app/shared/presence';

/**
 * The player's state from what the page sees (spec platform 4 and 9): online with recent input,
 * idle after 120 s without input, away while the page is hidden, offline after 180 s without
 * input or while the connection is lost.
 */
export function activityState({ now, lastInputAt, hidden, connected }: { now: number; lastInputAt: number; hidden: boolean; connected: boolean }): PresenceState {
  const quiet = now - lastInputAt;
  if (!connected || quiet >= PRESENCE_TIMINGS.offlineAfterMs) return 'offline';
  if (hidden) return 'away';
  if (quiet >= PRESENCE_TIMINGS.idleAfterMs) return 'idle';
  return 'online';
}
