import { z } from 'zod';
import { teamIndexSchema, type TeamIndex } from '../game/state';

/** At most this many phones per team (DECISIONS.md 26). */
export const MAX_PHONES_PER_TEAM = 10;
export const BUZZER_NAME_MAX = 20;

/** The first buzz of the open question: who it was. */
export type BuzzWinner = { questionId: number; phoneId: number; name: string; team: TeamIndex };

/** A phone as the host sees it. */
export type BuzzerPhone = { id: number; name: string; team: TeamIndex };

/**
 * GET/PUT /api/games/:id/buzzers and each `buzzers` event of GET /api/games/:id/buzzers/events:
 * null joinCode while the buzzers are off.
 */
export type HostBuzzers = { joinCode: string | null; phones: BuzzerPhone[]; winner: BuzzWinner | null };
export type HostBuzzersResponse = { buzzers: HostBuzzers };
export const buzzersToggleSchema = z.object({ enabled: z.boolean() });

/** The join code as typed or from the QR link (spaces and case forgiven). */
export const buzzJoinCodeSchema = z
  .string()
  .max(40)
  .catch('')
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase());

/** GET /api/buzz/room?code=: the game a join code belongs to, so the phone can pick a team. 400 buzz_code_invalid. */
export type BuzzRoomResponse = { gameName: string; teams: [string, string] };

/** POST /api/buzz/join. 400 buzz_code_invalid, 409 buzz_team_full, 400 validation_failed (name: name_required, name_too_long). */
export const buzzJoinRequestSchema = z.object({
  code: buzzJoinCodeSchema,
  name: z.string({ error: 'name_required' }).trim().min(1, 'name_required').max(BUZZER_NAME_MAX, 'name_too_long'),
  team: teamIndexSchema,
});
export type BuzzJoinRequest = z.input<typeof buzzJoinRequestSchema>;

/** What a phone knows: itself, the teams, whether a question is open, and who buzzed first on it. Never the question. */
export type BuzzPhoneState = {
  phone: BuzzerPhone;
  gameName: string;
  teams: [string, string];
  /** The open question (the buzzers are unlocked while nobody has buzzed on it). */
  questionId: number | null;
  winner: BuzzWinner | null;
};
export type BuzzPhoneResponse = { state: BuzzPhoneState };
/** GET /api/buzz/resume: the phone's state, or null when this phone has not joined or was removed (never a 401). */
export type BuzzResumeResponse = { state: BuzzPhoneState | null };

/** POST /api/buzz: won, or too late (someone else was first). 409 buzz_locked without an open question, 401 buzz_phone_removed. */
export type BuzzResponse = { result: 'won' | 'too_late'; winner: BuzzWinner };
