import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnCategoriesResponse, OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import { setLanguage } from '@/lib/language';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { MyCategoriesScreen } from './my-categories';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const routes = [{ path: '/my-categories/:id?', Component: MyCategoriesScreen }];
const user = () => userEvent.setup({ delay: null });
const counts = (easy: number, normal: number, hard: number) => ({ easy, normal, hard });
const ID = 1_000_000_001;

const summary = (overrides: Partial<OwnCategoryResponse['category']> = {}): OwnCategoryResponse['category'] => ({
  id: ID,
  name: 'Week 3 lesson',
  description: '',
  language: 'en',
  icon: 'star',
  counts: counts(2, 2, 2),
  missing: counts(0, 0, 0),
  playable: true,
  ...overrides,
});
const LIST: OwnCategoriesResponse = {
  categories: [summary(), summary({ id: ID + 1, name: 'Family night', icon: null, counts: counts(1, 0, 0), missing: counts(1, 2, 2), playable: false })],
  limits: { categories: 50, questions: 500 },
  questionCount: 7,
  sharedWithMe: [],
};

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('a category’s picture and "Play it"', { timeout: 15_000 }, () => {
  it('offers "Play it" on a playable category only, opening /play with it chosen', async () => {
    mockApi({ 'GET /api/my-categories': () => ({ body: LIST }) });
    renderRoutes(routes, { at: '/my-categories' });
    const cards = await screen.findAllByTestId('own-category-card');
    const play = within(cards[0]!).getByTestId('own-category-play');
    expect([play.textContent, play.getAttribute('href'), play.getAttribute('aria-label')]).toEqual(['Play it', `/play?category=${ID}`, 'Play Week 3 lesson']);
    expect(within(cards[1]!).queryByTestId('own-category-play')).toBeNull();
  });

  it('says "Play it" in Arabic', async () => {
    setLanguage('ar');
    mockApi({ 'GET /api/my-categories': () => ({ body: LIST }) });
    renderRoutes(routes, { at: '/my-categories' });
    const cards = await screen.findAllByTestId('own-category-card');
    expect(within(cards[0]!).getByTestId('own-category-play').textContent).toBe('العبها');
  });

  it('chooses a picture in the editor: the current one is checked, a bank picture is sent by its name', async () => {
    const calls = mockApi({
      [`GET /api/my-categories/${ID}`]: () => ({ body: { category: summary(), questions: [], share: null } }),
      [`PUT /api/my-categories/${ID}`]: () => ({ body: { category: summary({ icon: 'holy-quran' }), questions: [], share: null } }),
    });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    const picker = await screen.findByTestId('own-category-look');
    expect((within(picker).getByRole('radio', { name: 'Star' }) as HTMLInputElement).checked).toBe(true);
    // The bank's pictures open on request.
    expect(within(picker).getAllByRole('radio')).toHaveLength(1 + 6);
    await user().click(within(picker).getByText("The bank's pictures"));
    expect(await within(picker).findAllByRole('radio')).toHaveLength(1 + 6 + 63);
    const quran = within(screen.getByTestId('look-holy-quran')).getByRole('radio');
    await user().click(quran);
    expect(screen.getByTestId('look-holy-quran').querySelector('img')!.getAttribute('src')).toBe('/categories/holy-quran.svg');
    await user().click(screen.getByTestId('own-category-save'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Week 3 lesson', description: '', language: 'en', icon: 'holy-quran' }));
  });

  it('can go back to no picture', async () => {
    const calls = mockApi({
      [`GET /api/my-categories/${ID}`]: () => ({ body: { category: summary(), questions: [], share: null } }),
      [`PUT /api/my-categories/${ID}`]: () => ({ body: { category: summary({ icon: null }), questions: [], share: null } }),
    });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    await user().click(within(await screen.findByTestId('own-category-look')).getByRole('radio', { name: 'No picture (its first letter)' }));
    await user().click(screen.getByTestId('own-category-save'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Week 3 lesson', description: '', language: 'en', icon: null }));
  });
});

describe('a category wearing a bank picture', { timeout: 15_000 }, () => {
  it('opens the editor with the bank’s pictures shown and its own checked', async () => {
    mockApi({ [`GET /api/my-categories/${ID}`]: () => ({ body: { category: summary({ icon: 'imam-ali' }), questions: [], share: null } }) });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    const art = await screen.findByTestId('own-category-art');
    expect(art.hasAttribute('open')).toBe(true);
    expect((within(screen.getByTestId('look-imam-ali')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
  });
});
