import { z } from 'zod';
import { rowIdSchema } from '../contracts/row-id';
import { answeringTeamSchema, gulfAidSchema, teamIndexSchema } from './state';

const questionIdSchema = rowIdSchema();

/** Validates actions received over HTTP; the same shapes the client applies optimistically. */
export const gameActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('openQuestion'), questionId: questionIdSchema }),
  z.object({ type: z.literal('closeQuestion') }),
  /** The host goes to the answer screen: from now on a paired TV shows the answer. */
  z.object({ type: z.literal('revealAnswer'), questionId: questionIdSchema }),
  z.object({ type: z.literal('answer'), questionId: questionIdSchema, team: answeringTeamSchema }),
  z.object({ type: z.literal('toggleTurn') }),
  z.object({ type: z.literal('adjustScore'), team: teamIndexSchema, direction: z.enum(['plus', 'minus']) }),
  z.object({ type: z.literal('useDouble'), team: teamIndexSchema }),
  z.object({ type: z.literal('usePhone'), team: teamIndexSchema }),
  z.object({ type: z.literal('useAid'), team: teamIndexSchema, aid: gulfAidSchema }),
  /** Takes back the last judgement; the server also requires the version the host saw (one press, one step). */
  z.object({ type: z.literal('undo') }),
  z.object({ type: z.literal('reset') }),
]);

export type GameAction = z.infer<typeof gameActionSchema>;
export type GameActionType = GameAction['type'];
