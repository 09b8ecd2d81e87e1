import type { GameRefusalCode } from '@app/shared/game/apply-action';
import type { UnavailableCategory } from '../content/index';
import { AppError } from '../../http/app-error';

/** Also for games of other users and ids that are not numbers: a game's existence is not revealed. */
export const gameNotFound = () => new AppError('not_found', 'Game not found.');

/**
 * 409 category_unavailable: details.categoryIds lists every category that cannot serve a
 * game and details.reasons[id] says why ('category_not_available' | 'not_enough_questions').
 */
export function categoryUnavailable(unavailable: UnavailableCategory[]): AppError {
  return new AppError('category_unavailable',
    'Some of the chosen categories are no longer available. Please choose different categories.',
    undefined,
    {
      categoryIds: unavailable.map((entry) => entry.categoryId),
      reasons: Object.fromEntries(unavailable.map((entry) => [String(entry.categoryId), entry.reason])),
    },
  );
}

const REFUSAL_MESSAGES: Record<GameRefusalCode, string> = {
  question_not_found: 'Question not found in game',
  question_answered: 'This question has already been answered.',
  game_over: 'The game is over: every question has been answered.',
  score_at_zero: 'A score cannot go below 0.',
  double_used: 'This team has already used its 2X.',
  phone_used: 'This team has already used its Phone a Friend.',
  aid_not_in_game: 'This game does not have that aid.',
  aid_used: 'This team has already used that aid.',
  pit_question_open: 'The Pit is taken before the question opens.',
  pit_not_turn: 'The Pit is taken by the team whose turn it is.',
  nothing_to_undo: 'There is no judgement to undo.',
};

/** A rule refused the action: 409 with error.code = the refusal code; nothing was changed. */
export const actionRefused = (code: GameRefusalCode) => new AppError(code, REFUSAL_MESSAGES[code]);

/** The action was meant for an earlier version of the game: someone else changed it first. */
export const gameChanged = () =>
  new AppError('game_changed', 'The game was changed in the meantime. Please look again and retry.');
