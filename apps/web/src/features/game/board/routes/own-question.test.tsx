import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameBoard } from '@app/shared/contracts/games';
import { setLanguage } from '@/lib/language';
import { fakeGameServer, makeBoard } from '@/test/game-fixtures';
import { mockApi, renderRoutes } from '@/test/render';
import { clearGameQueue } from '../utils/action-queue';
import { AnswerScreen } from './answer';
import { BoardScreen } from './board';
import { QuestionScreen } from './question';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const routes = [
  { path: '/jeopardy/:gameId', Component: BoardScreen },
  { path: '/jeopardy/:gameId/question/:questionId', Component: QuestionScreen },
  { path: '/jeopardy/:gameId/answer/:questionId', Component: AnswerScreen },
];

/**
 * Category 1 becomes a teacher's English-only category and category 2 an Arabic-only one, as the
 * server sends them: the one language's texts given as both, and the language named.
 */
function ownBoard(activeQuestionId: number | null, playedBefore: number[] = []): GameBoard {
  const board = makeBoard({ categories: 2 });
  board.categories = [
    { categoryId: 1, slug: 'mine-1', nameEn: 'Lesson 4', nameAr: 'Lesson 4', imageUrl: '/own-icons/book.svg', contentLanguage: 'en' },
    { categoryId: 2, slug: 'mine-2', nameEn: 'درس الأسبوع', nameAr: 'درس الأسبوع', imageUrl: null, contentLanguage: 'ar' },
  ];
  for (const detail of Object.values(board.questions)) {
    if (detail.categoryId === 1) Object.assign(detail, { questionAr: detail.questionEn, answerAr: detail.answerEn, contentLanguage: 'en' });
    else Object.assign(detail, { contentLanguage: 'ar' });
  }
  board.state = { ...board.state, activeQuestionId };
  board.playedBefore = playedBefore;
  return board;
}

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
});
afterEach(() => {
  clearGameQueue();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('an own category on the host’s screens', { timeout: 15_000 }, () => {
  it('says "Played before" on a question shown in an earlier game', async () => {
    mockApi(fakeGameServer(ownBoard(103, [103])).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/103' });
    expect((await screen.findByTestId('played-before')).textContent).toBe('Played before');
    expect(screen.getByTestId('played-before').getAttribute('title')).toBe('This question was shown in one of your earlier games');
  });

  it('says it in Arabic in an Arabic interface', async () => {
    setLanguage('ar');
    mockApi(fakeGameServer(ownBoard(103, [103])).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/103' });
    const badge = await screen.findByTestId('played-before');
    expect(badge.textContent).toBe('لُعب من قبل');
    expect(badge.getAttribute('dir')).toBe('rtl');
  });

  it('shows no badge on a question never shown before', async () => {
    mockApi(fakeGameServer(ownBoard(104, [103])).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/104' });
    await screen.findByTestId('question-text');
    expect(screen.queryByTestId('played-before')).toBeNull();
  });

  it('shows an English-only category in English, left to right, in an Arabic interface: question, answer and labels', async () => {
    setLanguage('ar');
    mockApi(fakeGameServer(ownBoard(103)).handlers);
    const view = renderRoutes(routes, { at: '/jeopardy/42/question/103' });
    const text = await screen.findByTestId('question-text');
    expect([text.textContent, text.getAttribute('lang'), text.getAttribute('dir')]).toEqual(['Question 103?', 'en', 'ltr']);
    const label = screen.getByTestId('category-label').lastElementChild!;
    expect([label.textContent, label.getAttribute('lang'), label.getAttribute('dir')]).toEqual(['Lesson 4', 'en', 'ltr']);

    await view.router.navigate('/jeopardy/42/answer/103');
    const answer = await screen.findByTestId('answer-text');
    expect([answer.textContent, answer.getAttribute('lang'), answer.getAttribute('dir')]).toEqual(['Answer 103', 'en', 'ltr']);
  });

  it('shows an Arabic-only category right to left in an English interface, its board label too', async () => {
    mockApi(fakeGameServer(ownBoard(203)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/203' });
    const text = await screen.findByTestId('question-text');
    expect([text.textContent, text.getAttribute('lang'), text.getAttribute('dir')]).toEqual(['سؤال 203؟', 'ar', 'rtl']);
  });

  it('labels each own category on the board in its language, with its picture', async () => {
    setLanguage('ar');
    mockApi(fakeGameServer(ownBoard(null)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    const english = (await screen.findByTestId('board-category-1')).querySelector('h2')!;
    expect([english.textContent, english.getAttribute('lang'), english.getAttribute('dir')]).toEqual(['Lesson 4', 'en', 'ltr']);
    const arabic = screen.getByTestId('board-category-2').querySelector('h2')!;
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(screen.getByTestId('board-category-1').querySelector('img')!.getAttribute('src')).toBe('/own-icons/book.svg');
  });
});
