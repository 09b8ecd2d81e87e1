import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_CONTENT_FIRST_ID } from '@app/shared/contracts/own-categories';
import { setLanguage } from '@/lib/language';
import { renderRoutes } from '@/test/render';
import { ReportQuestionButton } from './report-question-dialog';

const open = async (questionId: number) => {
  renderRoutes([{ path: '/answer', Component: () => <ReportQuestionButton gameId={3} questionId={questionId} source="Nahj al-Balagha, sermon 1" /> }], { at: '/answer' });
  fireEvent.click(await screen.findByTestId('report-question'));
};

describe('reporting a question from the answer screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the bank question\'s report form with its source', async () => {
    await setLanguage('en');
    await open(42);
    expect((await screen.findByTestId('report-send')).textContent).toBe('Send the report');
    expect(screen.getByTestId('report-source').textContent).toContain('Nahj al-Balagha, sermon 1');
    expect(screen.queryByTestId('report-own-question')).toBeNull();
  });

  it('says where a player\'s own question is corrected instead of sending a report that cannot reach the operators', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await setLanguage('ar');
    await open(OWN_CONTENT_FIRST_ID + 4);
    expect((await screen.findByTestId('report-own-question')).textContent).toBe(
      'هذا السؤال من فئة كتبها أحد اللاعبين، لا من بنك الأسئلة، فلا يصل إلى المشرفين. يستطيع كاتبها تصحيحه في «فئاتي»، والفئة التي شوركت معك يمكن الإبلاغ عنها من رابطها.',
    );
    expect(screen.queryByTestId('report-send')).toBeNull();
    const close = screen.getByTestId('report-close');
    expect(close.textContent).toBe('إغلاق');
    fireEvent.click(close);
    expect(screen.queryByTestId('report-own-question')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what is missing when "something else" comes without details, in either language, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await setLanguage('en');
    await open(42);
    fireEvent.click(await screen.findByLabelText('Something else'));
    fireEvent.change(screen.getByLabelText('Details (optional; needed for something else)'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('report-send'));
    expect((await screen.findByTestId('report-note-error')).textContent).toBe('Say what is wrong.');
    expect(screen.getByLabelText('Details (optional; needed for something else)').getAttribute('aria-invalid')).toBe('true');

    await setLanguage('ar');
    fireEvent.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(screen.getByTestId('report-note-error').textContent).toBe('اذكر المشكلة.'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the reason and the trimmed details, then closes', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await setLanguage('en');
    await open(42);
    fireEvent.click(await screen.findByLabelText('Something else'));
    fireEvent.change(screen.getByLabelText('Details (optional; needed for something else)'), { target: { value: '  The year is 1932.  ' } });
    fireEvent.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(screen.queryByTestId('report-send')).toBeNull());
    expect(fetch).toHaveBeenCalledOnce();
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/games/3/questions/42/report');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ reason: 'other', note: 'The year is 1932.' });
  });
});
