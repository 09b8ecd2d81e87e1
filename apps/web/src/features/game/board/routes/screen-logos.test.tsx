import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/language';
import { siteStore, type SiteInfo } from '@/lib/site';
import { fakeGameServer, makeBoard } from '@/test/game-fixtures';
import { mockApi, renderRoutes } from '@/test/render';
import { clearGameQueue } from '../utils/action-queue';
import { AnswerScreen } from './answer';
import { QuestionScreen } from './question';
import { WhoAnsweredScreen } from './who-answered';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const routes = [
  { path: '/jeopardy/:gameId/question/:questionId', Component: QuestionScreen },
  { path: '/jeopardy/:gameId/answer/:questionId', Component: AnswerScreen },
  { path: '/jeopardy/:gameId/who-answered/:questionId', Component: WhoAnsweredScreen },
];
const site = (images: Record<string, string>): SiteInfo => ({ images, contact: { email: '', instagram: '', x: '', whatsapp: '' }, sponsors: [], maintenance: null, signupBonus: 2, hijriOffset: 0 });
const SCREENS = [
  ['question', 'question_logo'],
  ['answer', 'answer_logo'],
  ['who-answered', 'who_answered_logo'],
] as const;

beforeEach(() => setLanguage('en'));
afterEach(() => {
  clearGameQueue();
  vi.unstubAllGlobals();
  siteStore.set(undefined);
});

describe('game screen logos', { timeout: 15_000 }, () => {
  it.each(SCREENS)('the %s screen shows its own logo from the console, and the bundled one when none', async (path, purpose) => {
    const board = makeBoard();
    board.state = { ...board.state, activeQuestionId: 103 };
    mockApi(fakeGameServer(board).handlers);
    siteStore.set(site({ main_logo: '/uploads/site/main.png', [purpose]: `/uploads/site/${purpose}.png` }));
    renderRoutes(routes, { at: `/jeopardy/42/${path}/103` });
    expect((await screen.findByTestId(`logo-${purpose}`)).getAttribute('src')).toBe(`/uploads/site/${purpose}.png`);

    // A new choice in the console reaches the open screen (the settings event reloads the store).
    act(() => siteStore.set(site({ main_logo: '/uploads/site/main.png' })));
    expect(screen.getByTestId(`logo-${purpose}`).getAttribute('src')).toBe('/logo.svg');
  });
});
