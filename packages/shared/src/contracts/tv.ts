import { z } from 'zod';
import { rowIdSchema } from './row-id';
import type { GameState } from '../game/state';
import type { BuzzWinner } from './buzzers';
import type { QuestionDetail } from './content';
import type { GameCategoryInfo } from './games';

/** How long a TV pairing code can be redeemed, and how long a paired TV stays paired at most. */
export const TV_CODE_MINUTES = 10;
export const TV_ACCESS_HOURS = 12;
export const TV_CODE_LENGTH = 6;

/** A pairing as its host sees it (GET/POST /api/games/:id/tv-pairings). The code is shown only while it can be redeemed. */
export type TvPairing = {
  id: number;
  status: 'waiting' | 'paired' | 'expired';
  code: string | null;
  codeExpiresAt: string;
  pairedAt: string | null;
};
export type TvPairingResponse = { pairing: TvPairing };
export type TvPairingsResponse = { pairings: TvPairing[] };

/**
 * POST /api/tv/pair: a code typed on the TV (spaces and case forgiven). Refusals: 400
 * tv_code_invalid (wrong or unknown), tv_code_expired, tv_code_used, tv_code_revoked; 429 rate_limited.
 */
export const tvPairRequestSchema = z.object({
  code: z
    .string()
    .max(40)
    .catch('')
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
});
export type TvPairRequest = z.input<typeof tvPairRequestSchema>;
export type TvPairResponse = { gameId: number };
/** GET /api/tv/resume: the paired game's view, or null when this screen is not paired (never a 401). */
export type TvResumeResponse = { game: TvGameView | null };

/** A Phone a Friend call on the host's screen: whose it is and the time left, counting down while running. */
const tvPhoneCallSchema = z.object(
  {
    team: z.literal([0, 1], { error: 'phone_invalid' }),
    remainingMs: z.number({ error: 'phone_invalid' }).int('phone_invalid').min(0, 'phone_invalid').max(3_600_000, 'phone_invalid'),
    running: z.boolean({ error: 'phone_invalid' }),
  },
  { error: 'phone_invalid' },
);
export type TvPhoneCall = z.output<typeof tvPhoneCallSchema>;

/**
 * POST /api/games/:id/tv-clock: the host's question clock after a pause, a resume or a reset, and
 * the Phone a Friend call when it opens, starts, changes or ends (`phone`, null without a call), so
 * the TV shows the same (each `clock` event of GET /api/tv/events carries it on).
 */
export const tvClockRequestSchema = z.object({
  questionId: rowIdSchema('question_invalid'),
  elapsedMs: z.number({ error: 'elapsed_invalid' }).int('elapsed_invalid').min(0, 'elapsed_invalid').max(24 * 3_600_000, 'elapsed_invalid'),
  running: z.boolean({ error: 'running_invalid' }),
  phone: tvPhoneCallSchema.nullable().default(null),
});
export type TvClock = z.output<typeof tvClockRequestSchema>;
export type TvClockRequest = z.input<typeof tvClockRequestSchema>;

type AnswerTexts = Pick<QuestionDetail, 'answerAr' | 'answerEn' | 'acceptedAnswersAr' | 'acceptedAnswersEn'>;

/**
 * The open question on a TV: the answer is null until the host reveals it (the server never sends
 * it before); the source note, which may give the answer away, is the host's only.
 */
export type TvQuestion = Omit<QuestionDetail, keyof AnswerTexts | 'source'> & {
  answer: AnswerTexts | null;
};

/** GET /api/tv/game and each `game` event of GET /api/tv/events: what a TV shows, nothing more. */
export type TvGameView = {
  id: number;
  name: string;
  version: number;
  state: GameState;
  categories: GameCategoryInfo[];
  question: TvQuestion | null;
  /** While the buzzers are on (DECISIONS.md 26): the join code for the QR, and who buzzed first on the open question. */
  buzzers: { joinCode: string; winner: BuzzWinner | null } | null;
};
