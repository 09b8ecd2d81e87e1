import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnQuestion } from '@app/shared/contracts/own-categories';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { SuggestDialog } from './suggest-dialog';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

// The dialog opens at once: its body's pointer-events are Radix's, not the user's to wait on.
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const CATEGORY = 1_000_000_001;
const QUESTION: OwnQuestion = { id: 7, difficulty: 'easy', questionEn: 'Who?', answerEn: 'Ali', questionAr: null, answerAr: null, acceptedAnswersAr: [], acceptedAnswersEn: [], source: null };

function renderDialog() {
  const calls = mockApi({
    'GET /api/categories': () => ({ body: { groups: [{ id: 1, nameAr: 'عام', nameEn: 'General', categories: [{ id: 12, nameAr: 'تاريخ', nameEn: 'History' }] }] } }),
    [`POST /api/my-categories/${CATEGORY}/questions/7/suggest`]: () => ({ status: 201, body: {} }),
  });
  const onClose = vi.fn();
  renderRoutes([{ path: '/mine', Component: () => <SuggestDialog categoryId={CATEGORY} question={QUESTION} onClose={onClose} /> }], { at: '/mine' });
  return { calls, onClose };
}
const posts = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('suggesting my question to the bank', { timeout: 15_000 }, () => {
  it('asks for the source without sending, then sends the source, the credit and the category chosen', async () => {
    await setLanguage('en');
    const { calls, onClose } = renderDialog();
    await user().click(await screen.findByTestId('suggest-send'));
    expect((await screen.findByTestId('suggest-source-error')).textContent).toBe('Write the source: where the answer can be checked.');
    expect(posts(calls)).toEqual([]);
    await user().type(screen.getByTestId('suggest-source'), 'Nahj al-Balagha');
    await user().click(screen.getByTestId('suggest-credit'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'History' })).toBeTruthy());
    await user().selectOptions(screen.getByTestId('suggest-category'), '12');
    await user().click(screen.getByTestId('suggest-send'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith("Suggestion sent. The operators' answer will show under My suggestions.");
    expect(posts(calls).map((call) => call.body)).toEqual([{ source: 'Nahj al-Balagha', credit: true, bankCategoryId: 12 }]);
  });

  it('asks for the source in Arabic', async () => {
    await setLanguage('ar');
    renderDialog();
    await user().click(await screen.findByTestId('suggest-send'));
    expect((await screen.findByTestId('suggest-source-error')).textContent).toBe('اكتب المصدر: أين يمكن التحقق من الإجابة.');
  });
});
