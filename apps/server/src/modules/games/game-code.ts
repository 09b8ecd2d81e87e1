import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be confused when read aloud or off a screen (no I, L, O, 0, 1). */
export const GAME_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GAME_CODE_LENGTH = 6;

/** A short human-readable game code, e.g. 'K7QX2M' (DECISIONS.md 7). Uniqueness is the caller's job. */
export function generateGameCode(): string {
  let code = '';
  for (let i = 0; i < GAME_CODE_LENGTH; i++) code += GAME_CODE_ALPHABET[randomInt(GAME_CODE_ALPHABET.length)];
  return code;
}
