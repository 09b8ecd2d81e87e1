import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnCategoryResponse, SharedCategoryResponse } from '@app/shared/contracts/own-categories';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { apiError, mockApi, renderRoutes, signIn } from '@/test/render';
import { SharedCategoryScreen } from './shared-category';
import { MyCategoriesScreen } from './my-categories';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const routes = [
  { path: '/shared/:token', Component: SharedCategoryScreen },
  { path: '/my-categories/:id?', Component: MyCategoriesScreen },
];
const user = () => userEvent.setup({ delay: null });
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const counts = { easy: 2, normal: 3, hard: 2 };
const SHARED: SharedCategoryResponse = {
  mine: false,
  category: { id: 1_000_000_001, name: 'Week 3 lesson', description: 'Our madrasa', language: 'en', counts, missing: { easy: 0, normal: 0, hard: 0 }, playable: true, author: 'Maryam' },
};
const COPY: OwnCategoryResponse = { category: { ...SHARED.category, id: 1_000_000_009 }, questions: [], share: null };

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('a category shared by link', { timeout: 15_000 }, () => {
  it('shows it read only with its author, and copies it into my categories', async () => {
    const calls = mockApi({
      [`GET /api/shared/${TOKEN}`]: () => ({ body: SHARED }),
      [`POST /api/shared/${TOKEN}/copy`]: () => ({ status: 201, body: COPY }),
      [`GET /api/my-categories/${COPY.category.id}`]: () => ({ body: COPY }),
    });
    const view = renderRoutes(routes, { at: `/shared/${TOKEN}` });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Week 3 lesson');
    expect(screen.getByText('Our madrasa')).toBeTruthy();
    expect(screen.getByTestId('shared-author').textContent).toBe('Maryam');
    expect(screen.getByText('7 questions')).toBeTruthy();
    expect(screen.getByTestId('shared-play').getAttribute('href')).toBe('/play?category=1000000001');
    expect(screen.queryByTestId('own-question-add')).toBeNull();
    await user().click(screen.getByTestId('shared-copy'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/my-categories/${COPY.category.id}`));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Copied into your categories.');
  });

  it('says a revoked link does not work, in Arabic', async () => {
    setLanguage('ar');
    mockApi({ [`GET /api/shared/${TOKEN}`]: () => apiError(404, 'not_found') });
    renderRoutes(routes, { at: `/shared/${TOKEN}` });
    expect((await screen.findByTestId('shared-not-found')).textContent).toContain('هذا الرابط لا يعمل');
  });
});
