import { z } from 'zod';
import { rowIdSchema } from './row-id';
import { MAX_CATEGORIES_PER_GAME } from '../constants';
import { gameActionSchema } from '../game/actions';
import { gameTypeSchema, type GameState } from '../game/state';
import type { QuestionDetail } from './content';

const teamName = z.string({ error: 'team_names_required' }).trim().max(40, 'team_name_too_long');

/**
 * POST /api/games. Checks in the spec's order: signed in (401 unauthenticated), game name
 * (game_name_required), at least one category (categories_required; more than 6:
 * too_many_categories), two named teams (team_names_required), at least 1 point
 * (409 insufficient_points). A category that cannot serve a game answers 409
 * category_unavailable with details { categoryIds: number[], reasons: Record<id, 'category_not_available' | 'not_enough_questions'> }.
 */
export const createGameRequestSchema = z.object({
  name: z.string({ error: 'game_name_required' }).trim().min(1, 'game_name_required').max(60, 'game_name_too_long'),
  categoryIds: z
    .array(rowIdSchema(), { error: 'categories_required' })
    .min(1, 'categories_required')
    .max(MAX_CATEGORIES_PER_GAME, 'too_many_categories')
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate_categories'),
  teamNames: z
    .tuple([teamName, teamName], { error: 'team_names_required' })
    .refine(([a, b]) => a.length > 0 && b.length > 0, 'team_names_required'),
  /** 'gulf' adds The Pit, Answer Twice and Rest to Phone a Friend and 2X (DECISIONS.md 27). */
  gameType: gameTypeSchema.default('standard'),
});
export type CreateGameRequest = z.input<typeof createGameRequestSchema>;

export type GameCategoryInfo = {
  categoryId: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
  /**
   * A user's own category written in one language: its texts are in it whatever the interface
   * language, and the screens show them with its direction. Absent for the bank's.
   */
  contentLanguage?: 'ar' | 'en';
};

/** A card on My games. scores is null when the game has no saved state. */
export type GameSummary = {
  id: number;
  code: string;
  name: string;
  createdAt: string;
  teamNames: [string, string];
  scores: [number, number] | null;
  categories: GameCategoryInfo[];
  finished: boolean;
};

/** GET /api/games/:id: everything the game screens need, in one request (owner only, else 404). */
export type GameBoard = {
  id: number;
  code: string;
  name: string;
  createdAt: string;
  version: number;
  state: GameState;
  categories: GameCategoryInfo[];
  questions: Record<string, QuestionDetail>;
  /** Own questions of this game its player was shown in an earlier game: the host's screen says "Played before" (never the TV). */
  playedBefore?: number[];
};

export type CreateGameResponse = { game: GameSummary; points: number };
export type GamesListResponse = { games: GameSummary[] };
export type GameBoardResponse = { game: GameBoard };

/**
 * POST /api/games/:id/actions: one rule applied by the server (the authority) under a row lock.
 * A refusal answers 409 with error.code = the GameRefusalCode; the client reverts silently.
 * With expectedVersion the action applies only to that version of the game, else 409
 * game_changed; undo requires it, so two presses sent from one screen take back one judgement.
 */
export const gameActionRequestSchema = z
  .object({ action: gameActionSchema, expectedVersion: z.number().int().positive().optional() })
  .refine((request) => request.action.type !== 'undo' || request.expectedVersion !== undefined, {
    error: 'expected_version_required',
    path: ['expectedVersion'],
  });
export type GameActionRequest = z.input<typeof gameActionRequestSchema>;
export type GameActionResponse = { state: GameState; version: number };
