import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { answeredExcept, fakeGameServer, makeBoard } from '@/test/game-fixtures';
import { mockApi, renderRoutes } from '@/test/render';
import { clearGameQueue } from '../utils/action-queue';
import { WhoAnsweredScreen } from './who-answered';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const routes = [{ path: '/jeopardy/:gameId/who-answered/:questionId', Component: WhoAnsweredScreen }];

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  clearGameQueue();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

// Screens rendered whole with user events: allow for a busy 2-core machine.
describe('who answered', { timeout: 15_000 }, () => {
  it('key 1 credits team 1, locks the buttons, and returns to the board after one second', async () => {
    const server = fakeGameServer(makeBoard());
    const calls = mockApi(server.handlers);
    const view = renderRoutes(routes, { at: '/jeopardy/42/who-answered/103' });
    expect((await screen.findByTestId('answer-team1')).getAttribute('aria-label')).toBe('Lions answered correctly: +400 points');
    await user().keyboard('1');
    expect((await screen.findByTestId('who-answered-recorded')).textContent).toBe('\u2066+400\u2069 for \u2068Lions\u2069');
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/games/42/actions', body: { action: { type: 'answer', questionId: 103, team: 'team1' } } });
    expect(server.board.state.teams[0].score).toBe(400);
    expect((screen.getByTestId('answer-team2') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('back-to-answer') as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTime(900));
    expect(view.router.state.location.pathname).toBe('/jeopardy/42/who-answered/103');
    await act(() => vi.advanceTimersByTime(200));
    expect(view.router.state.location.pathname).toBe('/jeopardy/42');
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('doubles the points for a team with 2X active', async () => {
    const board = makeBoard();
    board.state = { ...board.state, teams: [board.state.teams[0], { ...board.state.teams[1], usedDouble: true, doublePending: true }] };
    const server = fakeGameServer(board);
    mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42/who-answered/105' });
    expect((await screen.findByTestId('answer-team2')).textContent).toContain('+1200 (2X)');
    await user().keyboard('2');
    expect((await screen.findByTestId('who-answered-recorded')).textContent).toBe('\u2066+1200\u2069 for \u2068Falcons\u2069');
    expect(server.board.state.teams[1]).toMatchObject({ score: 1200, doublePending: false });
  });

  it('No One (key 0) marks the tile answered with no score change', async () => {
    const server = fakeGameServer(makeBoard());
    mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42/who-answered/101' });
    await screen.findByTestId('answer-none');
    await user().keyboard('0');
    expect((await screen.findByTestId('who-answered-recorded')).textContent).toBe('No points this time');
    expect(server.board.state.teams.map((team) => team.score)).toEqual([0, 0]);
    expect(server.board.state.categories[0]!.questions[0]).toMatchObject({ answered: true, answeredBy: 'none' });
  });

  it('goes to the winner screen after the last tile', async () => {
    const board = makeBoard({ categories: 1 });
    board.state = answeredExcept(board.state, [106]);
    mockApi(fakeGameServer(board).handlers);
    const view = renderRoutes(routes, { at: '/jeopardy/42/who-answered/106' });
    await user().click(await screen.findByTestId('answer-team2'));
    await screen.findByTestId('who-answered-recorded');
    await act(() => vi.advanceTimersByTime(1_100));
    expect(view.router.state.location.pathname).toBe('/jeopardy/42/winner');
  });

  it('shows the inline error and a toast when the answer cannot be saved, and lets the host try again', async () => {
    const server = fakeGameServer(makeBoard());
    server.failNext('answer', 500, 'internal');
    mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42/who-answered/101' });
    await user().click(await screen.findByTestId('answer-team1'));
    expect((await screen.findByTestId('who-answered-error')).textContent).toBe('Failed to record your answer. Please try again.');
    expect(toast.error).toHaveBeenCalledWith('Failed to submit answer: Something went wrong. Please try again later.');
    expect((screen.getByTestId('answer-team1') as HTMLButtonElement).disabled).toBe(false);
    expect(server.board.state.teams[0].score).toBe(0);
    await user().click(screen.getByTestId('answer-team1'));
    expect((await screen.findByTestId('who-answered-recorded')).textContent).toBe('\u2066+200\u2069 for \u2068Lions\u2069');
    expect(screen.queryByTestId('who-answered-error')).toBeNull();
  });

  it('an answer already recorded elsewhere just returns to the board', async () => {
    const board = makeBoard();
    const server = fakeGameServer(board);
    mockApi(server.handlers);
    const view = renderRoutes(routes, { at: '/jeopardy/42/who-answered/101' });
    await screen.findByTestId('answer-team1');
    server.board = { ...server.board, state: answeredExcept(server.board.state, [102]), version: 5 };
    await user().click(screen.getByTestId('answer-team2'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/jeopardy/42'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('Back to Answer returns to the answer screen', async () => {
    mockApi(fakeGameServer(makeBoard()).handlers);
    const view = renderRoutes(routes, { at: '/jeopardy/42/who-answered/101' });
    await user().click(await screen.findByTestId('back-to-answer'));
    expect(view.router.state.location.pathname).toBe('/jeopardy/42/answer/101');
  });
});
