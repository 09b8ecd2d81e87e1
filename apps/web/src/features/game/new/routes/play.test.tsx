import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoriesResponse, CategoryListItem } from '@app/shared/contracts/content';
import type { OccasionsResponse } from '@app/shared/contracts/occasions';
import type { OwnCategoriesResponse } from '@app/shared/contracts/own-categories';
import { OCCASIONS } from '@app/shared/occasions/calendar';
import { setLanguage } from '@/lib/language';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { apiError, mockApi, renderRoutes, signIn, signOut } from '@/test/render';
import { PlayScreen } from './play';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

function category(id: number, nameEn: string, nameAr: string, remainingGames = 3): CategoryListItem {
  return {
    id,
    slug: `cat-${id}`,
    nameEn,
    nameAr,
    descriptionEn: `About ${nameEn}.`,
    descriptionAr: `عن ${nameAr}.`,
    imageUrl: `/categories/cat-${id}.svg`,
    remainingGames,
  };
}

const CATEGORIES: CategoriesResponse = {
  groups: [
    {
      slug: 'household',
      nameEn: 'The Prophet and His Household',
      nameAr: 'النبي وأهل بيته',
      categories: [category(1, 'Imam Ali', 'الإمام علي (ع)'), category(2, 'Lady Fatima', 'السيدة فاطمة (ع)'), category(3, 'Imam Hasan', 'الإمام الحسن (ع)', 1)],
    },
    {
      slug: 'ungrouped',
      nameEn: 'ungrouped',
      nameAr: 'ungrouped',
      categories: [
        category(4, 'Holy Quran', 'القرآن الكريم'),
        category(5, 'Companions', 'الأصحاب', 0),
        category(6, 'Occasions', 'المناسبات'),
        category(7, 'Shrines', 'المراقد'),
        category(8, 'Supplications', 'الأدعية'),
      ],
    },
  ],
};

const routes = [{ path: '/play', Component: PlayScreen }];
const user = () => userEvent.setup({ delay: null });
const tile = (slug: string) => within(screen.getByTestId(`category-${slug}`)).getAllByRole('button')[0]!;
const counter = () => screen.getAllByTestId('selection-counter')[0]!.textContent;
const createButton = () => screen.getByTestId('create-game') as HTMLButtonElement;

/** Pastes each value (one change per field keeps the test fast on a busy machine). */
async function fill(label: string, value: string) {
  await user().click(screen.getByLabelText(label));
  await user().paste(value);
}

async function fillForm({ name = 'Friday night', teams = ['Lions', 'Falcons'] }: { name?: string; teams?: [string, string] } = {}) {
  if (name) await fill('Game name', name);
  await fill('Team 1 name', teams[0]);
  await fill('Team 2 name', teams[1]);
}

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  signIn({ points: 2 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

// Screens rendered whole with user events: allow for a busy 2-core machine.
describe('new game screen', { timeout: 15_000 }, () => {
  it('shows the loading screen, then the categories grouped with names, pictures and the counter', async () => {
    mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    expect(await screen.findByText('Setting up game, please wait...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The Prophet and His Household' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ungrouped' })).toBeTruthy();
    expect(tile('cat-1').textContent).toBe('Imam Ali');
    expect(screen.getByTestId('category-cat-1').querySelector('img')?.getAttribute('src')).toBe('/categories/cat-1.svg');
    expect(counter()).toBe('0/6');
    expect(screen.getAllByTestId('selection-counter')[0]!.getAttribute('aria-label')).toBe('0 of 6 categories selected');
  });

  it('counts selections, refuses a 7th, and keeps used-up categories out', async () => {
    mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    for (const id of [1, 2, 3, 4, 6, 7]) await user().click(tile(`cat-${id}`));
    expect(counter()).toBe('6/6');
    expect(tile('cat-4').getAttribute('aria-pressed')).toBe('true');
    await user().click(tile('cat-8'));
    // Said in the Create bar, beside the counter, not in a toast over Create.
    expect(screen.getByTestId('selection-refused').textContent).toBe('You cannot select more than 6 categories');
    expect(toast.error).not.toHaveBeenCalled();
    expect(tile('cat-8').getAttribute('aria-pressed')).toBe('false');
    await user().click(tile('cat-2'));
    expect(counter()).toBe('5/6');
    expect(screen.queryByTestId('selection-refused')).toBeNull();
    await user().click(tile('cat-5'));
    expect(screen.getByTestId('selection-refused').textContent).toBe(
      'Category Exhausted: You have used all available questions in this category. Please select a different one.',
    );
    expect(tile('cat-5').getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByTestId('category-cat-5')).getByText('Used up')).toBeTruthy();
  });

  it('opens the info popover with the description and remaining games', async () => {
    mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    await user().click(await screen.findByRole('button', { name: 'About Imam Hasan' }));
    const popover = await screen.findByRole('dialog');
    expect(within(popover).getByText('About Imam Hasan.')).toBeTruthy();
    expect(within(popover).getByTestId('remaining-games').textContent).toBe('1 game remaining');
    await user().keyboard('{Escape}');
    await user().click(screen.getByRole('button', { name: 'About Companions' }));
    const exhausted = await screen.findByRole('dialog');
    expect(within(exhausted).getByText('You have used every question in this category.')).toBeTruthy();
    expect(within(exhausted).getByTestId('remaining-games').textContent).toBe('0 games remaining');
  });

  it('enables create only with a category and two named teams', async () => {
    mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    expect(createButton().disabled).toBe(true);
    await fillForm({ teams: ['Lions', ' '] });
    expect(screen.queryByTestId('create-hint')).toBeNull();
    await user().click(tile('cat-1'));
    expect(createButton().disabled).toBe(true);
    expect(screen.getByTestId('create-hint').textContent).toBe('Name both teams to create the game.');
    await fill('Team 2 name', 'Falcons');
    expect(createButton().disabled).toBe(false);
    expect(screen.queryByTestId('create-hint')).toBeNull();
  });

  it('asks a visitor to log in or sign up', async () => {
    signOut();
    const calls = mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    await user().click(tile('cat-1'));
    await fillForm();
    await user().click(createButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please log in or create an account to start playing.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(within(dialog).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('asks for the game name first', async () => {
    const calls = mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    await user().click(tile('cat-1'));
    await fillForm({ name: '' });
    await user().click(createButton());
    // The form checks its fields asynchronously: the message comes a moment after the click.
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a game name');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Game name')));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says up front when the user has no points, with the way to get one, and keeps Create Game off', async () => {
    signIn({ points: 0 });
    const calls = mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    expect(screen.getByTestId('no-points-notice').textContent).toBe('You have no points left: each new game costs 1 point.Get points');
    expect(screen.getByTestId('get-points').getAttribute('href')).toBe('/store');
    await user().click(tile('cat-1'));
    await fillForm();
    expect((createButton() as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the balance beside the price', async () => {
    signIn({ points: 3 });
    mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    expect((await screen.findByTestId('game-cost')).textContent).toBe('Each new game costs 1 point. You have 3 points.');
    expect(screen.queryByTestId('no-points-notice')).toBeNull();
  });

  it('creates a Gulf game when the host chooses it', async () => {
    const calls = mockApi({
      'GET /api/categories': () => ({ body: CATEGORIES }),
      'POST /api/games': () => ({ status: 201, body: { game: { id: 92 }, points: 1 } }),
    });
    const view = renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    await user().click(tile('cat-1'));
    await fillForm({ name: 'Gulf night', teams: ['Lions', 'Falcons'] });
    expect((screen.getByRole('radio', { name: /Standard game/ }) as HTMLInputElement).checked).toBe(true);
    await user().click(screen.getByRole('radio', { name: /Gulf game/ }));
    await user().click(createButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/jeopardy/92'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'Gulf night', gameType: 'gulf' });
  });

  it('creates the game, shows the new balance and opens the board', async () => {
    const calls = mockApi({
      'GET /api/categories': () => ({ body: CATEGORIES }),
      'POST /api/games': () => ({ status: 201, body: { game: { id: 91 }, points: 1 } }),
    });
    const view = renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    await user().click(tile('cat-4'));
    await user().click(tile('cat-1'));
    await fillForm({ name: '  Friday night ', teams: [' Lions', 'Falcons '] });
    await user().click(createButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/jeopardy/91'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Friday night',
      categoryIds: [4, 1],
      teamNames: ['Lions', 'Falcons'],
      gameType: 'standard',
    });
    expect(sessionStore.get()?.points).toBe(1);
    expect(toast.success).toHaveBeenCalledWith('Game created successfully');
    expect(sessionStorage.getItem('new-game-draft')).toBeNull();
  });

  it('shows my categories as their own group: a ready one joins the game, one still short says what it needs', async () => {
    const counts = (easy: number, normal: number, hard: number) => ({ easy, normal, hard });
    const mine: OwnCategoriesResponse = {
      categories: [
        { id: 1_000_000_001, name: 'Week 3 lesson', description: 'Our madrasa', language: 'en', counts: counts(2, 2, 3), missing: counts(0, 0, 0), playable: true },
        { id: 1_000_000_002, name: 'Family night', description: '', language: 'ar', counts: counts(1, 2, 0), missing: counts(1, 0, 2), playable: false },
      ],
      limits: { categories: 50, questions: 500 },
      questionCount: 10,
      sharedWithMe: [
        { id: 1_000_000_003, name: 'Hajj lesson', description: 'From our centre', language: 'en', counts: counts(2, 2, 2), missing: counts(0, 0, 0), playable: true, author: 'Maryam' },
      ],
    };
    const calls = mockApi({
      'GET /api/categories': () => ({ body: CATEGORIES }),
      'GET /api/my-categories': () => ({ body: mine }),
      'POST /api/games': () => ({ status: 201, body: { game: { id: 93 }, points: 1 } }),
    });
    const view = renderRoutes(routes, { at: '/play' });
    const group = await screen.findByTestId('group-mine');
    expect(within(group).getByRole('heading', { name: 'My categories' })).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'Manage my categories' }).getAttribute('href')).toBe('/my-categories');
    expect(within(screen.getByTestId('category-mine-1000000002')).getByText('Not ready')).toBeTruthy();
    await user().click(tile('mine-1000000002'));
    expect(screen.getByTestId('selection-refused').textContent).toBe('Needs 1 more easy and 2 more hard before it can be played.');
    expect(tile('mine-1000000002').getAttribute('aria-pressed')).toBe('false');
    await user().click(screen.getByRole('button', { name: 'About Week 3 lesson' }));
    expect(within(await screen.findByRole('dialog')).getByTestId('own-category-note').textContent).toBe('Your own category: its questions can come again in every game.');
    await user().keyboard('{Escape}');
    // Categories opened by a share link: their own group, named with their author, played like mine.
    const shared = screen.getByTestId('group-shared');
    expect(within(shared).getByRole('heading', { name: 'Shared with me' })).toBeTruthy();
    await user().click(within(shared).getByRole('button', { name: 'About Hajj lesson' }));
    expect(within(await screen.findByRole('dialog')).getByTestId('own-category-note').textContent).toBe('Shared by Maryam: playable while the link lives.');
    await user().keyboard('{Escape}');
    await user().click(tile('mine-1000000001'));
    await user().click(tile('mine-1000000003'));
    await user().click(tile('cat-1'));
    expect(counter()).toBe('3/6');
    await fillForm();
    await user().click(createButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/jeopardy/93'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ categoryIds: [1_000_000_001, 1_000_000_003, 1] });
  });

  it('drops categories the server says are no longer available, and says why', async () => {
    mockApi({
      'GET /api/categories': () => ({ body: CATEGORIES }),
      'POST /api/games': () =>
        apiError(409, 'category_unavailable', { details: { categoryIds: [2], reasons: { '2': 'not_enough_questions' } } }),
    });
    renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    await user().click(tile('cat-1'));
    await user().click(tile('cat-2'));
    await fillForm();
    await user().click(createButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Lady Fatima: not enough questions.'));
    expect(counter()).toBe('1/6');
    expect(tile('cat-2').getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByTestId('category-cat-2')).getByText('Used up')).toBeTruthy();
  });

  it('shows the server refusal for points with the spec message', async () => {
    mockApi({
      'GET /api/categories': () => ({ body: CATEGORIES }),
      'POST /api/games': () => apiError(409, 'insufficient_points'),
      'GET /api/auth/session': () => ({ body: { user: null } }),
    });
    renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    await user().click(tile('cat-1'));
    await fillForm();
    await user().click(createButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Insufficient Points: You don't have enough points to create a game. Each new game costs 1 point.",
        expect.anything(),
      ),
    );
  });

  it('keeps the form across a reload', async () => {
    mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    const first = renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    await user().click(tile('cat-6'));
    await fillForm();
    first.unmount();
    renderRoutes(routes, { at: '/play' });
    await screen.findByTestId('category-cat-1');
    expect(counter()).toBe('1/6');
    expect((screen.getByLabelText('Game name') as HTMLInputElement).value).toBe('Friday night');
    expect((screen.getByLabelText('Team 2 name') as HTMLInputElement).value).toBe('Falcons');
  });

  it('offers a retry when the categories cannot be loaded', async () => {
    let fail = true;
    mockApi({ 'GET /api/categories': () => (fail ? apiError(500, 'internal') : { body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    expect((await screen.findByRole('alert')).textContent).toContain('Error loading categories, try again');
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('category-cat-1')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    setLanguage('ar');
    mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }) });
    renderRoutes(routes, { at: '/play' });
    expect(await screen.findByRole('heading', { name: 'النبي وأهل بيته' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'غير مصنفة' })).toBeTruthy();
    expect(tile('cat-1').textContent).toBe('الإمام علي (ع)');
    await user().click(tile('cat-5'));
    expect(screen.getByTestId('selection-refused').textContent).toBe('الفئة مستنفدة: لقد استخدمت هذه الفئة في جميع ألعابك. يرجى اختيار فئة أخرى.');
    expect(createButton().textContent).toBe('إنشاء اللعبة');
  });
});

// 13 Rajab 1447, the birth of Imam Ali, is Friday 2 January 2026 on Umm al-Qura.
const imamAli = OCCASIONS.find((o) => o.id === 'birth-imam-ali')!;
const OCCASIONS_REPLY: OccasionsResponse = { occasions: [{ ...imamAli, categories: ['cat-1', 'cat-5', 'cat-2', 'cat-4', 'cat-6', 'cat-7'] }] };

describe('the occasion band', { timeout: 15_000 }, () => {
  const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  afterEach(() => vi.useRealTimers());
  const api = () => mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }), 'GET /api/occasions': () => ({ body: OCCASIONS_REPLY }) });

  it('names the occasion 7 days before in both calendars, and its ready board skips a category with no games left', async () => {
    at('2025-12-26T12:00:00Z');
    api();
    renderRoutes(routes, { at: '/play' });
    const band = await screen.findByTestId('occasion-band');
    expect(within(band).getByTestId('occasion-birth-imam-ali').textContent).toBe('In 7 daysFriday 13 Rajab (2 January 2026): the birth of Imam Ali. A ready board:Choose its 6 categories');
    await user().click(within(band).getByRole('button', { name: 'Choose its 6 categories' }));
    // Companions (cat-5) has no games left: the household's Imam Hasan (cat-3) completes the board.
    expect(counter()).toBe('6/6');
    for (const slug of ['cat-1', 'cat-2', 'cat-3', 'cat-4', 'cat-6', 'cat-7']) expect(tile(slug).getAttribute('aria-pressed'), slug).toBe('true');
    expect(tile('cat-5').getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Game name') as HTMLInputElement).value).toBe('The birth of Imam Ali');
  });

  it('reads in Arabic, on the day itself', async () => {
    at('2026-01-02T12:00:00Z');
    setLanguage('ar');
    api();
    renderRoutes(routes, { at: '/play' });
    expect((await screen.findByTestId('occasion-birth-imam-ali')).textContent).toBe('اليومالجمعة 13 رجب (2 يناير 2026): مولد الإمام علي (ع). لوحة جاهزة:اختر فئاتها الست');
  });

  it('is gone the day after, and 8 days before', async () => {
    for (const iso of ['2026-01-03T12:00:00Z', '2025-12-25T12:00:00Z']) {
      at(iso);
      api();
      const { unmount, client } = renderRoutes(routes, { at: '/play' });
      await screen.findAllByTestId('category-cat-1');
      // The calendar has arrived and the page has drawn with it.
      await waitFor(() => expect(client.getQueryData(['occasions'])).toEqual(OCCASIONS_REPLY));
      expect(screen.queryByTestId('occasion-band')).toBeNull();
      unmount();
    }
  });
});

