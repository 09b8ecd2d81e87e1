import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import type { OwnCategoriesResponse } from '@app/shared/contracts/own-categories';
import { setLanguage } from '@/lib/language';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { PlayScreen } from './play';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const CATEGORIES: CategoriesResponse = {
  groups: [
    {
      slug: 'ungrouped',
      nameEn: 'ungrouped',
      nameAr: 'ungrouped',
      categories: [{ id: 1, slug: 'cat-1', nameEn: 'Imam Ali', nameAr: 'الإمام علي (ع)', descriptionEn: '', descriptionAr: '', imageUrl: '/categories/imam-ali.svg', remainingGames: 3 }],
    },
  ],
};
const counts = (easy: number, normal: number, hard: number) => ({ easy, normal, hard });
const MINE: OwnCategoriesResponse = {
  categories: [
    { id: 1_000_000_001, name: 'Week 3 lesson', description: '', language: 'en', icon: 'book', counts: counts(2, 2, 2), missing: counts(0, 0, 0), playable: true },
    { id: 1_000_000_002, name: 'Family night', description: '', language: 'ar', icon: null, counts: counts(1, 2, 0), missing: counts(1, 0, 2), playable: false },
  ],
  limits: { categories: 50, questions: 500 },
  questionCount: 9,
  sharedWithMe: [
    { id: 1_000_000_003, name: 'Hajj lesson', description: '', language: 'en', icon: 'hajj-and-umrah', counts: counts(2, 2, 2), missing: counts(0, 0, 0), playable: true, author: 'Maryam' },
  ],
};

const routes = [{ path: '/play', Component: PlayScreen }];
const tile = (slug: string) => within(screen.getByTestId(`category-${slug}`)).getAllByRole('button')[0]!;
const counter = () => screen.getAllByTestId('selection-counter')[0]!.textContent;

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  signIn({ points: 2 });
  mockApi({ 'GET /api/categories': () => ({ body: CATEGORIES }), 'GET /api/my-categories': () => ({ body: MINE }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('own categories on /play', { timeout: 15_000 }, () => {
  it('"Play it" opens /play with that category already chosen, and the address forgets it', async () => {
    const view = renderRoutes(routes, { at: '/play?category=1000000003' });
    await screen.findByTestId('group-shared');
    await waitFor(() => expect(tile('mine-1000000003').getAttribute('aria-pressed')).toBe('true'));
    expect(counter()).toBe('1/6');
    expect(view.router.state.location.search).toBe('');
    expect(tile('mine-1000000001').getAttribute('aria-pressed')).toBe('false');
  });

  it('chooses nothing for a category that cannot be played yet, or one that is not mine', async () => {
    const view = renderRoutes(routes, { at: '/play?category=1000000002' });
    await screen.findByTestId('group-mine');
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(counter()).toBe('0/6');
    await view.router.navigate('/play?category=1000000999');
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(counter()).toBe('0/6');
  });

  it('shows a shared tile with its author, and each own category with its picture', async () => {
    renderRoutes(routes, { at: '/play' });
    const shared = await screen.findByTestId('category-mine-1000000003');
    expect(within(shared).getByTestId('tile-author').textContent).toBe('By \u2068Maryam\u2069');
    expect(shared.querySelector('img')!.getAttribute('src')).toBe('/categories/hajj-and-umrah.svg');
    expect(screen.getByTestId('category-mine-1000000001').querySelector('img')!.getAttribute('src')).toBe('/own-icons/book.svg');
    expect(screen.getByTestId('category-mine-1000000002').querySelector('img')).toBeNull();
    expect(screen.getByTestId('category-mine-1000000001').querySelector('[data-testid="tile-author"]')).toBeNull();
  });

  it('names the author in Arabic too', async () => {
    setLanguage('ar');
    renderRoutes(routes, { at: '/play' });
    const shared = await screen.findByTestId('category-mine-1000000003');
    expect(within(shared).getByTestId('tile-author').textContent).toBe('من إعداد \u2068Maryam\u2069');
  });
});
