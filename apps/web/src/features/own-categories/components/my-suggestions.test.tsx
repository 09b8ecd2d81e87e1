import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnCategoriesResponse } from '@app/shared/contracts/own-categories';
import type { MySuggestion, MySuggestionsResponse } from '@app/shared/contracts/suggestions';
import { setLanguage } from '@/lib/language';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { MyCategoriesScreen } from '../routes/my-categories';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const ID = 1_000_000_001;
const LIST: OwnCategoriesResponse = {
  categories: [{ id: ID, name: 'Week 3 lesson', description: '', language: 'both', counts: { easy: 1, normal: 1, hard: 0 }, missing: { easy: 1, normal: 1, hard: 2 }, playable: false }],
  limits: { categories: 50, questions: 500 },
  questionCount: 2,
  sharedWithMe: [],
};
const suggestion = (id: number, overrides: Partial<MySuggestion>): MySuggestion => ({
  id,
  ownQuestionId: id,
  ownCategoryId: ID,
  ownCategoryName: 'Week 3 lesson',
  language: 'both',
  questionAr: `سؤال ${id}؟`,
  questionEn: `Question ${id}?`,
  source: 'al-Kafi, 1, 525',
  credit: false,
  status: 'open',
  declineReason: null,
  createdAt: '2026-11-29T09:00:00.000Z',
  decidedAt: null,
  ...overrides,
});
const SUGGESTIONS: MySuggestionsResponse = {
  suggestions: [suggestion(3, { status: 'declined', declineReason: 'Already in the bank.' }), suggestion(2, { status: 'accepted', credit: true }), suggestion(1, {})],
  hiddenCategories: [{ id: ID, name: 'Week 3 lesson', reason: 'Reported twice.', hiddenAt: '2026-11-29T09:30:00.000Z' }],
};

beforeEach(() => signIn());

describe('my suggestions in My categories', () => {
  for (const [language, words] of [
    ['en', { heading: 'My suggestions to the bank', states: ['Declined', 'Accepted into the bank', 'Waiting for the operators'], question: 'Question 3?', reason: 'Reason: \u2068Already in the bank.\u2069', hidden: 'Hidden by the operators' }],
    ['ar', { heading: 'اقتراحاتي لبنك الأسئلة', states: ['رُفض', 'قُبل في البنك', 'بانتظار المشرفين'], question: 'سؤال 3؟', reason: 'السبب: \u2068Already in the bank.\u2069', hidden: 'أخفاها المشرفون' }],
  ] as const) {
    it(`lists each suggestion with its state, a decline with its reason, and a hidden category with why (${language})`, async () => {
      setLanguage(language);
      mockApi({ 'GET /api/my-categories': () => ({ body: LIST }), 'GET /api/my-suggestions': () => ({ body: SUGGESTIONS }) });
      renderRoutes([{ path: '/my-categories', Component: MyCategoriesScreen }], { at: '/my-categories' });
      const section = await screen.findByTestId('my-suggestions');
      expect(within(section).getByRole('heading').textContent).toBe(words.heading);
      const items = within(section).getAllByTestId('my-suggestion');
      expect(items.map((item) => item.querySelector('[data-testid^="suggestion-status-"]')!.textContent)).toEqual(words.states);
      expect(items[0]!.querySelector('p')!.textContent).toBe(words.question);
      expect(within(items[0]!).getByTestId('my-suggestion-reason').textContent).toBe(words.reason);
      expect(within(items[1]!).queryByTestId('my-suggestion-reason')).toBeNull();
      expect(screen.getByTestId('own-category-hidden').textContent).toBe(words.hidden);
      expect(screen.getByTestId('own-hidden-categories').textContent).toContain('Reported twice.');
    });
  }
});
