import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameSummary } from '@app/shared/contracts/games';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { deferred } from '@/test/game-fixtures';
import { apiError, mockApi, renderRoutes, signIn, signOut } from '@/test/render';
import { GamesScreen } from './games';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const categories = Array.from({ length: 6 }, (_, index) => ({
  categoryId: index + 1,
  slug: `cat-${index + 1}`,
  nameEn: `Category ${index + 1}`,
  nameAr: `الفئة ${index + 1}`,
  imageUrl: index === 5 ? null : `/categories/cat-${index + 1}.svg`,
}));

const GAMES: GameSummary[] = [
  {
    id: 12,
    code: 'K7Q2MX',
    name: 'Friday night',
    // 21:00 on the test machine's clock, whatever its time zone.
    createdAt: new Date(2026, 2, 3, 21, 0).toISOString(),
    teamNames: ['Lions', 'Falcons'],
    scores: [1200, 800],
    categories,
    finished: false,
  },
  { id: 9, code: 'ZZ9ABC', name: '', createdAt: '2026-01-15T10:00:00.000Z', teamNames: ['Team 1', 'Team 2'], scores: null, categories: [], finished: false },
  { id: 14, code: 'TWO2CA', name: 'Two only', createdAt: '2026-03-04T18:00:00.000Z', teamNames: ['A', 'B'], scores: [0, 0], categories: categories.slice(0, 2), finished: false },
];

const routes = [{ path: '/games', Component: GamesScreen }];
const user = () => userEvent.setup({ delay: null });

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

// Screens rendered whole with user events: allow for a busy 2-core machine.
describe('my games', { timeout: 15_000 }, () => {
  it('shows three skeleton cards, then a card per game with date, six thumbnails, teams and scores', async () => {
    const gate = deferred();
    mockApi({ 'GET /api/games': async () => (await gate.promise, { body: { games: GAMES } }) });
    renderRoutes(routes, { at: '/games' });
    expect(await screen.findAllByTestId('game-card-skeleton')).toHaveLength(3);
    gate.resolve();
    const card = await screen.findByTestId('game-card-12');
    expect(within(card).getByTestId('game-card-name').textContent).toBe('Friday night');
    expect(within(card).getByTestId('game-card-date').textContent).toBe('Created Mar 03, 2026 21:00');
    const thumbnails = within(card).getByRole('list', { name: 'Categories' });
    expect(within(thumbnails).getAllByRole('listitem')).toHaveLength(6);
    expect(within(thumbnails).getByAltText('Category 1').getAttribute('src')).toBe('/categories/cat-1.svg');
    expect(within(thumbnails).getAllByRole('listitem')[5]!.textContent).toBe('6');
    expect(within(card).getByTestId('game-card-score-1').textContent).toBe('1200');
    expect(within(card).getByTestId('game-card-score-2').textContent).toBe('800');
    expect(within(card).getByText('Lions')).toBeTruthy();

    const empty = screen.getByTestId('game-card-9');
    expect(within(empty).getByTestId('game-card-name').textContent).toBe('Game #9');
    expect(within(empty).getByTestId('game-card-score-1').textContent).toBe('?');
    expect(within(empty).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['?', '?', '?', '?', '?', '?']);

    // A game of two categories shows two thumbnails, not four empty numbered slots.
    const two = within(screen.getByTestId('game-card-14')).getByRole('list', { name: 'Categories' });
    expect(within(two).getAllByRole('listitem')).toHaveLength(2);
    expect(within(two).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Category 1', 'Category 2']);
  });

  it('asks a visitor to log in', async () => {
    signOut();
    const calls = mockApi({});
    renderRoutes(routes, { at: '/games' });
    const box = await screen.findByTestId('games-login');
    expect(box.textContent).toContain('Please log in to see your games.');
    expect(within(box).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(calls).toEqual([]);
  });

  it('shows the empty state with the way to create a game', async () => {
    mockApi({ 'GET /api/games': () => ({ body: { games: [] } }) });
    renderRoutes(routes, { at: '/games' });
    const empty = await screen.findByTestId('games-empty');
    expect(within(empty).getByRole('heading').textContent).toBe('No games yet');
    expect(within(empty).getByRole('link', { name: 'Create a game' }).getAttribute('href')).toBe('/play');
  });

  it('offers a retry when the games cannot be fetched', async () => {
    let fail = true;
    mockApi({ 'GET /api/games': () => (fail ? apiError(500, 'internal') : { body: { games: GAMES } }) });
    renderRoutes(routes, { at: '/games' });
    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching games. Please try again.');
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('game-card-12')).toBeTruthy();
  });

  it('blocks the context menu', async () => {
    mockApi({ 'GET /api/games': () => ({ body: { games: GAMES } }) });
    renderRoutes(routes, { at: '/games' });
    const card = await screen.findByTestId('game-card-12');
    expect(fireEvent.contextMenu(card)).toBe(false);
  });

  it('opens the options: Continue Playing goes to the board, Return closes', async () => {
    mockApi({ 'GET /api/games': () => ({ body: { games: GAMES } }) });
    const view = renderRoutes(routes, { at: '/games' });
    await user().click(await screen.findByTestId('game-card-12'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Friday night');
    await user().click(within(dialog).getByRole('button', { name: 'Return to Games Page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user().click(screen.getByTestId('game-card-12'));
    await user().click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Continue Playing' }));
    expect(view.router.state.location.pathname).toBe('/jeopardy/12');
  });

  it('a finished game offers its result, not Continue Playing', async () => {
    mockApi({ 'GET /api/games': () => ({ body: { games: [{ ...GAMES[0]!, finished: true }] } }) });
    const view = renderRoutes(routes, { at: '/games' });
    await user().click(await screen.findByTestId('game-card-12'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link', { name: 'Continue Playing' })).toBeNull();
    await user().click(within(dialog).getByRole('link', { name: 'See the Result' }));
    expect(view.router.state.location.pathname).toBe('/jeopardy/12/winner');
  });

  it('each card shows its own buttons: Continue Playing and Reset Game, See the Result once finished, Setup Game (disabled) without a state', async () => {
    mockApi({ 'GET /api/games': () => ({ body: { games: [...GAMES, { ...GAMES[0]!, id: 15, finished: true }] } }) });
    const view = renderRoutes(routes, { at: '/games' });
    const buttonsOf = async (id: number) =>
      [...(await screen.findByTestId(`game-card-actions-${id}`)).querySelectorAll('a, button')].map((control) => control.textContent);
    expect(await buttonsOf(12)).toEqual(['Continue Playing', 'Reset Game']);
    expect(await buttonsOf(15)).toEqual(['See the Result', 'Reset Game']);
    expect(await buttonsOf(9)).toEqual(['Setup Game']);
    expect((screen.getByTestId('setup-game-9') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('see-result-15').getAttribute('href')).toBe('/jeopardy/15/winner');

    // Reset Game on the card asks first, in the dialog.
    await user().click(screen.getByTestId('reset-game-12'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Reset this game?');
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Friday night');
    await user().click(within(dialog).getByRole('button', { name: 'Return to Games Page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user().click(screen.getByTestId('continue-game-12'));
    expect(view.router.state.location.pathname).toBe('/jeopardy/12');
  });

  it('a game without saved state offers Setup Game (disabled) and no reset', async () => {
    mockApi({ 'GET /api/games': () => ({ body: { games: GAMES } }) });
    renderRoutes(routes, { at: '/games' });
    await user().click(await screen.findByTestId('game-card-9'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Game #9');
    expect((within(dialog).getByRole('button', { name: 'Setup Game' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Reset Game' })).toBeNull();
  });

  it('resets after a confirmation, with the busy label, the toast and the clean board', async () => {
    const gate = deferred();
    const calls = mockApi({
      'GET /api/games': () => ({ body: { games: GAMES } }),
      'POST /api/games/12/actions': async () => (await gate.promise, { body: { state: {}, version: 9 } }),
    });
    const view = renderRoutes(routes, { at: '/games' });
    await user().click(await screen.findByTestId('game-card-12'));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset Game' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Reset this game?');
    await user().click(within(dialog).getByRole('button', { name: 'Yes, reset the game' }));
    expect(within(dialog).getByTestId('confirm-reset').textContent).toBe('Resetting...');
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/games/12/actions', body: { action: { type: 'reset' } } });
    gate.resolve();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/jeopardy/12'));
    expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Game reset successfully' });
  });

  it('says when the reset failed', async () => {
    mockApi({
      'GET /api/games': () => ({ body: { games: GAMES } }),
      'POST /api/games/12/actions': () => apiError(500, 'internal'),
    });
    const view = renderRoutes(routes, { at: '/games' });
    await user().click(await screen.findByTestId('game-card-12'));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset Game' }));
    await user().click(screen.getByRole('button', { name: 'Yes, reset the game' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to reset game' }));
    expect(view.router.state.location.pathname).toBe('/games');
  });

  it('shows dates with the Arabic month names', async () => {
    setLanguage('ar');
    mockApi({ 'GET /api/games': () => ({ body: { games: GAMES } }) });
    renderRoutes(routes, { at: '/games' });
    expect((await screen.findAllByTestId('game-card-date'))[0]!.textContent).toBe('أُنشئت في 3 مارس 2026 21:00');
    expect(screen.getByTestId('game-card-9').textContent).toContain('لعبة رقم 9');
  });
});
