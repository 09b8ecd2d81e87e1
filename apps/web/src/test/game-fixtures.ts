import type { QuestionDetail } from '@app/shared/contracts/content';
import type { GameBoard } from '@app/shared/contracts/games';
import { DIFFICULTIES, POINTS_BY_DIFFICULTY } from '@app/shared/constants';
import { applyAction } from '@app/shared/game/apply-action';
import type { GameAction } from '@app/shared/game/actions';
import { createGameState, type GameState } from '@app/shared/game/state';
import { apiError } from './render';

const CATEGORY_NAMES = [
  ['Imam Ali', 'الإمام علي (ع)'],
  ['Lady Fatima', 'السيدة فاطمة (ع)'],
  ['The Holy Quran', 'القرآن الكريم'],
  ['Imam Husayn', 'الإمام الحسين (ع)'],
  ['The Twelve Imams', 'الأئمة الاثنا عشر'],
  ['Islamic Occasions', 'المناسبات الإسلامية'],
] as const;

/** A game of `categories` categories; question ids are categoryId * 100 + 1..6. */
export function makeBoard({ categories = 2, teamNames = ['Lions', 'Falcons'] as [string, string] } = {}): GameBoard {
  const ids = Array.from({ length: categories }, (_, index) => index + 1);
  const state = createGameState({
    teamNames,
    categories: ids.map((categoryId) => ({
      categoryId,
      questionIds: {
        easy: [categoryId * 100 + 1, categoryId * 100 + 2],
        normal: [categoryId * 100 + 3, categoryId * 100 + 4],
        hard: [categoryId * 100 + 5, categoryId * 100 + 6],
      },
    })),
  });
  const questions: Record<string, QuestionDetail> = {};
  for (const categoryId of ids) {
    DIFFICULTIES.forEach((difficulty, level) => {
      for (const n of [1, 2]) {
        const id = categoryId * 100 + level * 2 + n;
        questions[String(id)] = {
          id,
          categoryId,
          difficulty,
          points: POINTS_BY_DIFFICULTY[difficulty],
          questionAr: `سؤال ${id}؟`,
          answerAr: `جواب ${id}`,
          questionEn: categoryId === 2 ? null : `Question ${id}?`,
          answerEn: categoryId === 2 ? null : `Answer ${id}`,
          // One question with answers the host also accepts, in both languages.
          acceptedAnswersAr: id === 103 ? [`ج ${id}`, 'جواب آخر'] : [],
          acceptedAnswersEn: id === 103 ? [`Ans ${id}`, 'Another answer'] : [],
          videoUrl: null,
          imageUrl: null,
          source: id === 103 ? 'Al-Irshad, part 2, p. 127' : null,
        };
      }
    });
  }
  return {
    id: 42,
    code: 'K7Q2MX',
    name: 'Friday night',
    createdAt: '2026-03-03T18:00:00.000Z',
    version: 1,
    state,
    categories: ids.map((categoryId) => {
      const [nameEn, nameAr] = CATEGORY_NAMES[categoryId - 1]!;
      return { categoryId, slug: `cat-${categoryId}`, nameEn, nameAr, imageUrl: `/categories/cat-${categoryId}.svg` };
    }),
    questions,
  };
}

/** Every question answered except the ids given. */
export function answeredExcept(state: GameState, open: number[] = []): GameState {
  return {
    ...state,
    categories: state.categories.map((category) => ({
      ...category,
      questions: category.questions.map((q) =>
        open.includes(q.questionId) ? q : { ...q, answered: true, answeredBy: 'none' as const, awarded: 0 },
      ),
    })),
  };
}

/**
 * An in-memory game API for one game: GET the board, POST actions through the same rules the
 * server runs. `refuse` makes the next matching action fail with that status and code.
 */
export function fakeGameServer(initial: GameBoard) {
  let board = initial;
  const failures: { type: GameAction['type']; status: number; code: string }[] = [];
  const handlers = {
    [`GET /api/games/${initial.id}`]: () => ({ body: { game: board } }),
    [`POST /api/games/${initial.id}/actions`]: ({ body }: { body: unknown }) => {
      const { action } = body as { action: GameAction };
      const failure = failures.find((f) => f.type === action.type);
      if (failure) {
        failures.splice(failures.indexOf(failure), 1);
        return apiError(failure.status, failure.code);
      }
      const result = applyAction(board.state, action);
      if (!result.ok) return apiError(409, result.code);
      board = { ...board, state: result.state, version: board.version + 1 };
      return { body: { state: board.state, version: board.version } };
    },
  };
  return {
    handlers,
    get board() {
      return board;
    },
    set board(value: GameBoard) {
      board = value;
    },
    failNext(type: GameAction['type'], status = 409, code = 'conflict') {
      failures.push({ type, status, code });
    },
  };
}

/** A promise the test resolves when it wants (to hold a server answer back). */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
