import type { TvClock } from './tv';
import type { NotificationTexts } from './admin';
import type { UserNotice } from './suggestions';
import type { ReceivedGift } from './payments';

/** Server-sent events on GET /api/events (one stream per tab). */
export type ServerEvent =
  | { type: 'points'; userId: number; points: number }
  /** A gift was delivered to this user (sent to that user's streams only). */
  | { type: 'gift_received'; userId: number; gift: ReceivedGift }
  | ({ type: 'notification'; id: number } & NotificationTexts)
  | { type: 'settings'; key: string }
  /** The operators decided about something of this user's (a suggestion, a shared category): to their streams only. */
  | { type: 'notice'; userId: number; id: string; notice: UserNotice }
  /** Sent to a stream just before it closes because its session ended (banned: by an operator). */
  | { type: 'signed_out'; reason: 'banned' | 'ended' }
  /** Server-internal (never sent to a browser): a user's sessions ended, their open streams re-check theirs. */
  | { type: 'sessions_ended'; userId: number }
  /** Server-internal: a game was changed; the TV streams of that game send their new view. */
  | { type: 'game_changed'; gameId: number; version: number }
  /** Server-internal: a TV pairing was revoked; its stream closes. */
  | { type: 'tv_revoked'; pairingId: number }
  /** Server-internal: the host's question clock, for the game's TVs (DECISIONS.md 25). */
  | ({ type: 'game_clock'; gameId: number } & TvClock)
  /** Server-internal: a game's buzzers changed (turned on or off, a phone joined or was removed, a buzz won). */
  | { type: 'buzzers_changed'; gameId: number };

export const EVENTS_CHANNEL = 'app_events';
