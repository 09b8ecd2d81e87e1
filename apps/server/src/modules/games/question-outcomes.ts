import { and, eq } from 'drizzle-orm';
import type { Difficulty } from '@app/shared/constants';
import type { GameAction } from '@app/shared/game/actions';
import type { GameState, Judgement } from '@app/shared/game/state';
import { isOwnContentId } from '@app/shared/contracts/own-categories';
import type { DbOrTx } from '../../db/client';
import { questionOutcomes } from '../../db/schema/index';
import { forgetOwnPlay, forgetOwnPlaysOf, recordOwnPlay } from '../own-categories/index';

/** What an action did to a game's judged tiles, as the question outcome rows must follow it. */
export type OutcomeChange =
  | { kind: 'judged'; questionId: number; difficulty: Difficulty; answered: boolean; aided: boolean }
  | { kind: 'undone'; questionId: number }
  | { kind: 'reset' };

/** A 2X or an aid of either team was armed when the tile was judged. */
const wasAided = (judgement: Judgement) => judgement.armedBefore.some((armed) => Object.values(armed).some(Boolean));

/** The change an applied action made to the judged tiles (`before` and `after` are its states), or null. */
export function outcomeChangeOf(action: GameAction, before: GameState, after: GameState): OutcomeChange | null {
  switch (action.type) {
    case 'answer': {
      const judgement = after.history.at(-1)!;
      const tile = after.categories.flatMap((category) => category.questions).find((q) => q.questionId === judgement.questionId)!;
      return { kind: 'judged', questionId: judgement.questionId, difficulty: tile.difficulty, answered: judgement.team !== 'none', aided: wasAided(judgement) };
    }
    case 'undo':
      return { kind: 'undone', questionId: before.history.at(-1)!.questionId };
    case 'reset':
      return { kind: 'reset' };
    default:
      return null;
  }
}

/** Writes the change in the transaction that saves the game's new state. */
export async function writeOutcomeChange(tx: DbOrTx, gameId: number, change: OutcomeChange): Promise<void> {
  // A user's own questions are no part of the bank's question health: they count only as shown to their player.
  if (change.kind !== 'reset' && isOwnContentId(change.questionId)) {
    await (change.kind === 'judged' ? recordOwnPlay : forgetOwnPlay)(tx, gameId, change.questionId);
    return;
  }
  switch (change.kind) {
    case 'judged': {
      const { questionId, difficulty, answered, aided } = change;
      await tx.insert(questionOutcomes).values({ gameId, questionId, difficulty, answered, aided }).onConflictDoNothing();
      return;
    }
    case 'undone':
      await tx.delete(questionOutcomes).where(and(eq(questionOutcomes.gameId, gameId), eq(questionOutcomes.questionId, change.questionId)));
      return;
    case 'reset':
      await tx.delete(questionOutcomes).where(eq(questionOutcomes.gameId, gameId));
      await forgetOwnPlaysOf(tx, gameId);
  }
}
