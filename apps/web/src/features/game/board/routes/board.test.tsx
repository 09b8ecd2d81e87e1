import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { answeredExcept, deferred, fakeGameServer, makeBoard } from '@/test/game-fixtures';
import { apiError, mockApi, renderRoutes } from '@/test/render';
import { connection } from '@/lib/connection-status';
import { clearGameQueue } from '../utils/action-queue';
import { BoardScreen } from './board';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const routes = [{ path: '/jeopardy/:gameId', Component: BoardScreen }];

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
});
afterEach(() => {
  clearGameQueue();
  vi.unstubAllGlobals();
});

// Screens rendered whole with user events: allow for a busy 2-core machine.
describe('board', { timeout: 15_000 }, () => {
  it('"What the aids do" explains Phone a Friend, 2X and the host\'s keys, in a standard game too', async () => {
    mockApi(fakeGameServer(makeBoard({ categories: 2 })).handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    await userEvent.click(await screen.findByTestId('aids-help-open'));
    const help = await screen.findByTestId('aids-help');
    expect(help.textContent).toContain('Phone a Friend');
    expect(help.textContent).toContain("the team's next right answer earns double");
    expect(screen.getByTestId('aids-help-keys').textContent).toContain('Space: pause or resume the question clock');
    expect(help.textContent).not.toContain('The Pit');
  });

  it('shows the loading state, then the header, the categories with 3 tiles each side, and both teams', async () => {
    const server = fakeGameServer(makeBoard({ categories: 2 }));
    mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    expect(await screen.findByText('Loading Jeopardy Game...')).toBeTruthy();

    expect((await screen.findByTestId('board-game-name')).textContent).toBe('Friday night');
    expect(screen.getByTestId('board-game-code').textContent).toBe('Game no. K7Q2MX');
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/games');

    const ali = screen.getByRole('region', { name: 'Imam Ali' });
    const values = within(ali).getAllByRole('button').map((tile) => tile.textContent);
    expect(values).toEqual(['200', '400', '600', '200', '400', '600']);
    expect(within(ali).getByRole('heading').textContent).toBe('Imam Ali');
    expect(within(ali).getAllByRole('button', { name: 'Imam Ali, 600 points' })).toHaveLength(2);

    expect(screen.getByTestId('team-name-1').textContent).toBe('Lions');
    expect(screen.getByTestId('team-name-2').textContent).toBe('Falcons');
    expect(screen.getByTestId('score-1').textContent).toBe('0');
    expect(screen.getByTestId('turn-badge-1').textContent).toBe('Your turn');
    expect(screen.queryByTestId('turn-badge-2')).toBeNull();
    expect(screen.getByTestId('turn-toggle').textContent).toContain('Lions');
  });

  it('shows answered tiles blank and not clickable', async () => {
    const board = makeBoard({ categories: 1 });
    board.state = answeredExcept(board.state, [102, 103, 104, 105, 106]);
    mockApi(fakeGameServer(board).handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    const tile = await screen.findByTestId('tile-101');
    expect(tile.tagName).toBe('DIV');
    expect(tile.textContent).toBe('');
    expect(tile.getAttribute('aria-label')).toBe('Imam Ali, 200 points, already answered');
    expect(within(screen.getByRole('region', { name: 'Imam Ali' })).getAllByRole('button')).toHaveLength(5);
  });

  it('opens a tile: tells the server and goes to the question with its id in the path', async () => {
    const server = fakeGameServer(makeBoard());
    const calls = mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    await userEvent.click(await screen.findByTestId('tile-104'));
    expect((await screen.findByTestId('where')).textContent).toBe('/jeopardy/42/question/104');
    await waitFor(() => expect(server.board.state.activeQuestionId).toBe(104));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/games/42/actions', body: { action: { type: 'openQuestion', questionId: 104 } } });
  });

  it('toggles the turn at once and keeps it when the server agrees', async () => {
    const server = fakeGameServer(makeBoard());
    mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    await userEvent.click(await screen.findByTestId('turn-toggle'));
    expect(screen.getByTestId('turn-toggle').textContent).toContain('Falcons');
    expect(screen.getByTestId('turn-badge-2')).toBeTruthy();
    await waitFor(() => expect(server.board.state.currentTeam).toBe(1));
    expect(screen.getByTestId('turn-toggle').textContent).toContain('Falcons');
  });

  it('reverts a refused change silently (no message) and shows the server state again', async () => {
    const server = fakeGameServer(makeBoard());
    server.failNext('toggleTurn', 409, 'conflict');
    const gate = deferred();
    const post = server.handlers['POST /api/games/42/actions']!;
    mockApi({ ...server.handlers, 'POST /api/games/42/actions': async (request) => (await gate.promise, post(request)) });
    renderRoutes(routes, { at: '/jeopardy/42' });
    await userEvent.click(await screen.findByTestId('turn-toggle'));
    expect(screen.getByTestId('turn-toggle').textContent).toContain('Falcons');
    gate.resolve();
    await waitFor(() => expect(screen.getByTestId('turn-toggle').textContent).toContain('Lions'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps changes made without a connection and sends them in order once it is back', async () => {
    const server = fakeGameServer(makeBoard());
    let reachable = false;
    const calls = mockApi({
      ...server.handlers,
      'POST /api/games/42/actions': (request) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return server.handlers['POST /api/games/42/actions']!(request);
      },
    });
    renderRoutes(routes, { at: '/jeopardy/42' });
    await userEvent.click(await screen.findByTestId('plus-2'));
    await userEvent.click(screen.getByTestId('plus-1'));
    expect(screen.getByTestId('score-2').dataset.score).toBe('200');
    expect(screen.getByTestId('score-1').dataset.score).toBe('200');
    await waitFor(() => expect(connection.get().online).toBe(false));
    reachable = true;
    await waitFor(() => expect(server.board.state.teams.map((team) => team.score)).toEqual([200, 200]), { timeout: 4000 });
    const sent = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent.slice(-2)).toEqual([
      { action: { type: 'adjustScore', team: 1, direction: 'plus' } },
      { action: { type: 'adjustScore', team: 0, direction: 'plus' } },
    ]);
    expect(connection.get().online).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('adds and removes 200 points by hand; minus is off at 0', async () => {
    const server = fakeGameServer(makeBoard());
    mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    const minus = await screen.findByTestId('minus-1');
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('plus-1'));
    await userEvent.click(screen.getByTestId('plus-1'));
    await userEvent.click(screen.getByTestId('minus-1'));
    expect(screen.getByTestId('score-1').dataset.score).toBe('200');
    await waitFor(() => expect(server.board.state.teams[0].score).toBe(200));
    expect(screen.getByTestId('score-1').getAttribute('aria-label')).toBe('Lions: 200 points');
  });

  it('uses 2X once: active until the next answer, then disabled', async () => {
    const server = fakeGameServer(makeBoard());
    mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    const double = await screen.findByTestId('double-2');
    await userEvent.click(double);
    expect(double.dataset.pending).toBe('true');
    expect((double as HTMLButtonElement).disabled).toBe(true);
    expect(double.getAttribute('aria-label')).toBe('2X active: the next correct answer counts double');
    // Seen from the sofa: the team's panel says it in words too.
    expect(screen.getByTestId('double-armed-2').textContent).toBe('2X armed');
    expect(screen.queryByTestId('double-armed-1')).toBeNull();
    await waitFor(() => expect(server.board.state.teams[1].usedDouble).toBe(true));
    expect((screen.getByTestId('double-1') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the phone-used indicator', async () => {
    const board = makeBoard();
    board.state = { ...board.state, teams: [{ ...board.state.teams[0], usedPhone: true }, board.state.teams[1]] };
    mockApi(fakeGameServer(board).handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    expect((await screen.findByTestId('phone-indicator-1')).getAttribute('aria-label')).toBe('Phone a Friend used');
    expect(screen.getByTestId('phone-indicator-2').getAttribute('aria-label')).toBe('Phone a Friend available');
  });

  it('offers the winner screen once every tile is answered', async () => {
    const board = makeBoard();
    board.state = answeredExcept(board.state);
    mockApi(fakeGameServer(board).handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    const over = await screen.findByTestId('board-game-over');
    expect(within(over).getByRole('heading').textContent).toBe('All questions answered!');
    expect(within(over).getByRole('link', { name: 'See the Winner' }).getAttribute('href')).toBe('/jeopardy/42/winner');
    // The scores are final: no manual points and no 2X for either team.
    for (const id of ['plus-1', 'minus-1', 'double-1', 'plus-2', 'minus-2', 'double-2']) {
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('shows the error panel with a way back when the game cannot be loaded', async () => {
    mockApi({ 'GET /api/games/42': () => apiError(404, 'not_found') });
    renderRoutes(routes, { at: '/jeopardy/42' });
    const panel = await screen.findByTestId('game-error');
    expect(within(panel).getByRole('heading').textContent).toBe('Error Loading Game');
    expect(panel.textContent).toContain('This game was not found.');
    expect(within(panel).getByRole('link', { name: 'Return to Games' }).getAttribute('href')).toBe('/games');
  });

  it('says no game id was given for a path that is not a game', async () => {
    mockApi({});
    renderRoutes(routes, { at: '/jeopardy/question' });
    expect((await screen.findByTestId('game-error')).textContent).toContain('No game ID provided');
  });

  it('lays out the game pages left to right with Arabic text in Arabic', async () => {
    setLanguage('ar');
    mockApi(fakeGameServer(makeBoard()).handlers);
    renderRoutes(routes, { at: '/jeopardy/42' });
    const ali = await screen.findByRole('region', { name: 'الإمام علي (ع)' });
    expect(within(ali).getByRole('heading').getAttribute('dir')).toBe('auto');
    expect(screen.getByTestId('turn-badge-1').textContent).toBe('دوركم');
    expect(screen.getByRole('link', { name: 'خروج' })).toBeTruthy();
  });
});
