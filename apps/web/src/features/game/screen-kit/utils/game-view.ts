import type { QuestionDetail } from '@app/shared/contracts/content';
import type { GameBoard, GameCategoryInfo } from '@app/shared/contracts/games';
import type { Language } from '@app/shared/constants';
import type { GameCategory, GameQuestion, GameState, TeamIndex } from '@app/shared/game/state';

export type LocatedQuestion = {
  category: GameCategory;
  categoryIndex: number;
  question: GameQuestion;
  questionIndex: number;
};

export function locateQuestion(state: GameState, questionId: number): LocatedQuestion | null {
  for (const [categoryIndex, category] of state.categories.entries()) {
    const questionIndex = category.questions.findIndex((q) => q.questionId === questionId);
    const question = category.questions[questionIndex];
    if (question) return { category, categoryIndex, question, questionIndex };
  }
  return null;
}

export function categoryInfo(game: Pick<GameBoard, 'categories'>, categoryId: number): GameCategoryInfo | undefined {
  return game.categories.find((category) => category.categoryId === categoryId);
}

export function categoryTitle(info: GameCategoryInfo | undefined, language: Language): string {
  if (!info) return '';
  return language === 'ar' ? info.nameAr : info.nameEn;
}

export function questionDetail(game: GameBoard, questionId: number): QuestionDetail | undefined {
  return game.questions[String(questionId)];
}

export const TEAM_INDEXES: readonly TeamIndex[] = [0, 1];

export function otherTeamIndex(index: TeamIndex): TeamIndex {
  return index === 0 ? 1 : 0;
}

/** Tiles beside a category's picture: 200/400/600 on the left, the other 200/400/600 on the right. */
export function tileColumns<T>(questions: readonly T[]): { left: T[]; right: T[] } {
  return {
    left: questions.filter((_, index) => index % 2 === 0),
    right: questions.filter((_, index) => index % 2 === 1),
  };
}

/** A name kept in its own direction inside a sentence in the other one (FSI ... PDI). */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** Points won, "+200", kept left to right inside a sentence in either language (LRI ... PDI): Arabic would show "200+". */
export const plusPoints = (points: number) => `\u2066+${points}\u2069`;
