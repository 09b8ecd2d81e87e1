import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameState } from '@app/shared/game/state';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { answeredExcept, fakeGameServer, makeBoard } from '@/test/game-fixtures';
import { apiError, mockApi, renderRoutes } from '@/test/render';
import { clearGameQueue } from '../utils/action-queue';
import { WinnerScreen } from './winner';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));
const confetti = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
vi.mock('canvas-confetti', () => ({ default: confetti }));

const routes = [{ path: '/jeopardy/:gameId/winner', Component: WinnerScreen }];

function finished(scores: [number, number]) {
  const board = makeBoard();
  const state: GameState = answeredExcept(board.state);
  board.state = { ...state, teams: [{ ...state.teams[0], score: scores[0] }, { ...state.teams[1], score: scores[1] }] };
  return board;
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  confetti.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  clearGameQueue();
  vi.unstubAllGlobals();
});

// Screens rendered whole with user events: allow for a busy 2-core machine.
describe('winner screen', { timeout: 15_000 }, () => {
  it('names the winner with the points and lists the final scores highest first, with confetti for about 5 s', async () => {
    preferReducedMotion(false);
    mockApi(fakeGameServer(finished([1200, 2600])).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/winner' });
    expect((await screen.findByTestId('winner-title')).textContent).toBe('Winner!');
    expect(screen.getByTestId('winner-name').textContent).toBe('Falcons');
    expect(screen.getByTestId('winner-points').textContent).toBe('2600 points');
    expect(screen.getByTestId('final-score-1').textContent).toBe('1Falcons2600');
    expect(screen.getByTestId('final-score-2').textContent).toBe('2Lions1200');
    expect(screen.getByRole('link', { name: 'Return to Games' }).getAttribute('href')).toBe('/games');
    await vi.waitFor(() => expect(confetti).toHaveBeenCalled());
    await act(() => vi.advanceTimersByTime(5_500));
    const calls = confetti.mock.calls.length;
    await act(() => vi.advanceTimersByTime(2_000));
    expect(confetti.mock.calls.length).toBe(calls);
  });

  it('shows a draw with the tie message', async () => {
    preferReducedMotion(false);
    mockApi(fakeGameServer(finished([1800, 1800])).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/winner' });
    expect((await screen.findByTestId('winner-title')).textContent).toBe("It's a Draw!");
    expect(screen.getByTestId('draw-message').textContent).toBe('Both teams finished with 1800 points.');
    expect(screen.queryByTestId('winner-name')).toBeNull();
  });

  it('has no confetti when the player prefers reduced motion', async () => {
    preferReducedMotion(true);
    mockApi(fakeGameServer(finished([400, 0])).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/winner' });
    expect((await screen.findByTestId('winner-screen')).dataset.confetti).toBe('off');
    await act(() => vi.advanceTimersByTime(1_000));
    expect(confetti).not.toHaveBeenCalled();
  });

  it('sends an unfinished game back to its board', async () => {
    mockApi(fakeGameServer(makeBoard()).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/winner' });
    expect((await screen.findByTestId('where')).textContent).toBe('/jeopardy/42');
  });

  it('without team data: the toast, then My games after 2 seconds', async () => {
    mockApi({ 'GET /api/games/42': () => apiError(404, 'not_found') });
    const view = renderRoutes(routes, { at: '/jeopardy/42/winner' });
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('No team data found. Redirecting to games page.'));
    await act(() => vi.advanceTimersByTime(1_800));
    expect(view.router.state.location.pathname).toBe('/jeopardy/42/winner');
    await act(() => vi.advanceTimersByTime(400));
    expect(view.router.state.location.pathname).toBe('/games');
  });
});
