import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnCategoriesResponse, OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { apiError, mockApi, renderRoutes, signIn } from '@/test/render';
import { MyCategoriesScreen } from './my-categories';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const routes = [{ path: '/my-categories/:id?', Component: MyCategoriesScreen }];
const user = () => userEvent.setup({ delay: null });
const counts = (easy: number, normal: number, hard: number) => ({ easy, normal, hard });
const ID = 1_000_000_001;

const EMPTY_LIST: OwnCategoriesResponse = { categories: [], limits: { categories: 50, questions: 500 }, questionCount: 0, sharedWithMe: [] };

function category(questions: OwnCategoryResponse['questions'] = [], language: 'ar' | 'en' | 'both' = 'en'): OwnCategoryResponse {
  const c = counts(0, 0, 0);
  for (const question of questions) c[question.difficulty]++;
  const missing = counts(Math.max(0, 2 - c.easy), Math.max(0, 2 - c.normal), Math.max(0, 2 - c.hard));
  return {
    category: { id: ID, name: 'Week 3 lesson', description: '', language, counts: c, missing, playable: missing.easy + missing.normal + missing.hard === 0 },
    questions,
    share: null,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('my categories', { timeout: 15_000 }, () => {
  it('creates a category and opens it, saying what it needs to be played', async () => {
    const calls = mockApi({
      'GET /api/my-categories': () => ({ body: EMPTY_LIST }),
      'POST /api/my-categories': () => ({ status: 201, body: category() }),
      [`GET /api/my-categories/${ID}`]: () => ({ body: category() }),
    });
    const view = renderRoutes(routes, { at: '/my-categories' });
    expect(await screen.findByText('You have no categories yet. Create one, then add its questions.')).toBeTruthy();
    expect(screen.getByTestId('own-usage').textContent).toBe('0 of 50 categories · 0 of 500 questions');
    await user().click(screen.getByTestId('own-category-new'));
    // The server's own schema checks the form first.
    await user().click(screen.getByTestId('own-category-save'));
    expect(screen.getByTestId('own-category-name-error').textContent).toBe('Enter the name.');
    await user().type(screen.getByLabelText('Name'), 'Week 3 lesson');
    await user().selectOptions(screen.getByLabelText('Language of its questions'), 'en');
    await user().click(screen.getByTestId('own-category-save'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/my-categories/${ID}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Week 3 lesson', description: '', language: 'en', icon: null });
    expect((await screen.findByTestId('own-category-missing')).textContent).toBe('Needs 2 more easy, 2 more medium, and 2 more hard');
  });

  it('writes a question in the category\'s language, checks it, and says when the allowance is used up', async () => {
    let refuse = false;
    const calls = mockApi({
      [`GET /api/my-categories/${ID}`]: () => ({ body: category() }),
      [`POST /api/my-categories/${ID}/questions`]: () =>
        refuse
          ? apiError(409, 'own_question_limit')
          : { status: 201, body: category([{ id: 7, difficulty: 'easy', questionEn: 'Who?', answerEn: 'Ali', questionAr: null, answerAr: null, acceptedAnswersAr: [], acceptedAnswersEn: ['Imam Ali'], source: null }]) },
    });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    await user().click(await screen.findByTestId('own-question-add'));
    const form = screen.getByTestId('own-question-form');
    // An English category asks for the English texts only.
    expect(within(form).queryByLabelText('Question (Arabic)')).toBeNull();
    await user().click(within(form).getByTestId('own-question-save'));
    expect(within(form).getByTestId('own-questionEn-error').textContent).toBe('Write the question.');
    expect(within(form).getByTestId('own-answerEn-error').textContent).toBe('Write the answer.');
    await user().type(within(form).getByLabelText('Question (English)'), 'Who?');
    await user().type(within(form).getByLabelText('Answer (English)'), 'Ali');
    await user().type(within(form).getByLabelText('Also accepted (English, one per line)'), 'Imam Ali');
    await user().click(within(form).getByTestId('own-question-save'));
    await waitFor(() => expect(screen.queryByTestId('own-question-form')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ difficulty: 'easy', questionEn: 'Who?', answerEn: 'Ali', acceptedAnswersEn: ['Imam Ali'] });
    expect(screen.getByTestId('own-category-missing').textContent).toBe('Needs 1 more easy, 2 more medium, and 2 more hard');

    refuse = true;
    await user().click(screen.getByTestId('own-question-add'));
    await user().type(screen.getByLabelText('Question (English)'), 'Where?');
    await user().type(screen.getByLabelText('Answer (English)'), 'Kufa');
    await user().click(screen.getByTestId('own-question-save'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You have reached the most questions you can keep. Delete some to make room.'),
    );
  });

  it('says a category that is not the user\'s does not exist, in Arabic', async () => {
    setLanguage('ar');
    mockApi({ [`GET /api/my-categories/${ID}`]: () => apiError(404, 'not_found') });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    expect((await screen.findByTestId('own-category-not-found')).textContent).toContain('هذه الفئة غير موجودة، أو ليست لك.');
  });

  it('makes a share link to copy, then revokes it', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    const calls = mockApi({
      [`GET /api/my-categories/${ID}`]: () => ({ body: category() }),
      [`POST /api/my-categories/${ID}/share`]: () => ({ status: 201, body: { token, path: `/shared/${token}`, createdAt: '2026-11-29T07:00:00.000Z' } }),
      [`DELETE /api/my-categories/${ID}/share`]: () => ({ status: 204 }),
    });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    expect((await screen.findByTestId('own-share-none')).textContent).toBe('Not shared: only you can see this category.');
    await user().click(screen.getByTestId('own-share-create'));
    const link = (await screen.findByTestId('own-share-link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/shared/${token}`);
    expect(screen.getByTestId('own-share-create').textContent).toBe('Make a new link');
    await user().click(screen.getByTestId('own-share-revoke'));
    await user().click(await screen.findByTestId('own-share-revoke-confirm'));
    await waitFor(() => expect(screen.getByTestId('own-share-none')).toBeTruthy());
    expect(screen.queryByTestId('own-share-link')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(`DELETE /api/my-categories/${ID}/share`);
    expect(toast.success).toHaveBeenCalledWith('Link revoked.');
  });
});
