import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import type { OwnImportIssue, OwnImportPreviewResponse } from '@app/shared/contracts/own-import';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { apiError, mockApi, renderRoutes, signIn } from '@/test/render';
import { MyCategoriesScreen } from '../routes/my-categories';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const routes = [{ path: '/my-categories/:id?', Component: MyCategoriesScreen }];
const user = () => userEvent.setup({ delay: null });
const ID = 1_000_000_001;

function category(language: 'ar' | 'en' | 'both' = 'en', n = 0): OwnCategoryResponse {
  const questions = Array.from({ length: n }, (_, i) => ({
    id: ID + i,
    difficulty: (['easy', 'normal', 'hard'] as const)[i % 3]!,
    questionAr: null,
    answerAr: null,
    acceptedAnswersAr: [],
    questionEn: `Question ${i + 1}?`,
    answerEn: `Answer ${i + 1}`,
    acceptedAnswersEn: [],
    source: null,
  }));
  const counts = { easy: 0, normal: 0, hard: 0 };
  for (const q of questions) counts[q.difficulty]++;
  const missing = { easy: Math.max(0, 2 - counts.easy), normal: Math.max(0, 2 - counts.normal), hard: Math.max(0, 2 - counts.hard) };
  return {
    category: { id: ID, name: 'Week 3 lesson', description: '', language, counts, missing, playable: missing.easy + missing.normal + missing.hard === 0 },
    questions,
    share: null,
  };
}

const issue = (n: number, field: OwnImportIssue['field'], code: OwnImportIssue['code'], params: Record<string, string | number> = {}): OwnImportIssue => ({
  where: { kind: 'line', n },
  field,
  code,
  params,
  message: '',
});

const BAD: OwnImportPreviewResponse = {
  rows: 6,
  counts: { easy: 2, normal: 2, hard: 1 },
  issues: [issue(4, { name: 'answer', language: null }, 'required'), issue(6, null, 'parts', { expected: 3, given: 2 })],
  more: 7,
  fits: 500,
};
const GOOD: OwnImportPreviewResponse = { rows: 6, counts: { easy: 2, normal: 2, hard: 2 }, issues: [], more: 0, fits: 500 };

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  signIn();
});

describe('importing into my category', { timeout: 15_000 }, () => {
  it('checks pasted lines, names the wrong ones in English, then imports them all', async () => {
    let good = false;
    const calls = mockApi({
      [`GET /api/my-categories/${ID}`]: () => ({ body: category() }),
      [`POST /api/my-categories/${ID}/import/preview`]: () => ({ body: good ? GOOD : BAD }),
      [`POST /api/my-categories/${ID}/import`]: () => ({ status: 201, body: { ...category('en', 6), imported: 6 } }),
    });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    await user().type(await screen.findByLabelText('Lines to import'), 'Who? | Ali | easy');
    await user().click(screen.getByTestId('own-import-check'));
    expect((await screen.findAllByTestId('own-import-problem')).map((li) => li.textContent)).toEqual([
      'Line 4, answer: required',
      'Line 6: write 3 parts separated by "|" (2 found)',
    ]);
    expect(screen.getByTestId('own-import-more').textContent).toBe('and 7 more');
    expect(screen.queryByTestId('own-import-submit')).toBeNull();
    expect(calls.at(-1)!.body).toEqual({ kind: 'lines', text: 'Who? | Ali | easy' });

    good = true;
    await user().click(screen.getByTestId('own-import-check'));
    expect((await screen.findByTestId('own-import-preview')).textContent).toContain('Ready: 6 questions. Easy 2 · Medium 2 · Hard 2');
    await user().click(screen.getByTestId('own-import-submit'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('6 questions imported.'));
    expect(await screen.findByTestId('own-category-ready')).toBeTruthy();
    expect((screen.getByLabelText('Lines to import') as HTMLTextAreaElement).value).toBe('');
  });

  it('says the problems in Arabic, names the language of the field in a two-language category, and says when they do not fit', async () => {
    setLanguage('ar');
    const bothBad: OwnImportPreviewResponse = { ...BAD, issues: [issue(2, { name: 'answer', language: 'en' }, 'required'), issue(3, { name: 'difficulty', language: null }, 'difficulty_unknown', { value: 'x' })], more: 0 };
    let preview = bothBad;
    mockApi({
      [`GET /api/my-categories/${ID}`]: () => ({ body: category('both') }),
      [`POST /api/my-categories/${ID}/import/preview`]: () => ({ body: preview }),
      [`POST /api/my-categories/${ID}/import`]: () => apiError(409, 'own_import_limit', { details: { rows: 6, fits: 4, max: 500 } }),
    });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    await user().type(await screen.findByLabelText('الأسطر المراد استيرادها'), 'س | ج | q | a | سهل');
    await user().click(screen.getByTestId('own-import-check'));
    expect((await screen.findAllByTestId('own-import-problem')).map((li) => li.textContent)).toEqual([
      'السطر 2، الإجابة بالإنجليزية: حقل مطلوب',
      'السطر 3، الصعوبة: صعوبة غير معروفة "x" (اكتب سهل أو متوسط أو صعب، أو easy أو medium أو hard، أو 200 أو 400 أو 600)',
    ]);
    preview = { ...GOOD, fits: 4 };
    await user().click(screen.getByTestId('own-import-check'));
    expect((await screen.findByTestId('own-import-fits')).textContent).toBe('لا يتسع إلا 4 سؤالًا آخر؛ وهنا 6. احذف بعض الأسئلة أو استورد أقل.');
    expect((screen.getByTestId('own-import-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a file larger than 512 KB before sending it, and checks a CSV file', async () => {
    const calls = mockApi({
      [`GET /api/my-categories/${ID}`]: () => ({ body: category() }),
      [`POST /api/my-categories/${ID}/import/preview`]: () => ({ body: GOOD }),
    });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    await user().click(await screen.findByTestId('own-import-tab-file'));
    const big = new File(['x'.repeat(600 * 1024)], 'big.csv', { type: 'text/csv' });
    await user().upload(screen.getByTestId('own-import-file'), big);
    expect((await screen.findByTestId('own-import-refusal')).textContent).toBe('The file is too large: at most 512 KB.');
    const csv = new File(['difficulty,question_en,answer_en\neasy,Who?,Ali\n'], 'lesson.csv', { type: 'text/csv' });
    // The test browser's files have no arrayBuffer(): the bytes a real one gives.
    Object.defineProperty(csv, 'arrayBuffer', { value: async () => new TextEncoder().encode('difficulty,question_en,answer_en\neasy,Who?,Ali\n') });
    await user().upload(screen.getByTestId('own-import-file'), csv);
    await waitFor(() => expect(screen.queryByTestId('own-import-refusal')?.textContent ?? 'none').toBe('none'));
    expect(await screen.findByTestId('own-import-preview')).toBeTruthy();
    expect(calls.at(-1)!.body).toEqual({ kind: 'csv', text: 'difficulty,question_en,answer_en\neasy,Who?,Ali\n', fileName: 'lesson.csv' });
  });

  it('moves a question up among its difficulty', async () => {
    const calls = mockApi({
      [`GET /api/my-categories/${ID}`]: () => ({ body: category('en', 6) }),
      [`POST /api/my-categories/${ID}/questions/${ID + 3}/move`]: () => ({ body: category('en', 6) }),
    });
    renderRoutes(routes, { at: `/my-categories/${ID}` });
    const up = await screen.findByRole('button', { name: 'Move up: Question 4?' });
    expect((screen.getByRole('button', { name: 'Move up: Question 1?' }) as HTMLButtonElement).disabled).toBe(true);
    await user().click(up);
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { direction: 'up' } }));
  });
});
