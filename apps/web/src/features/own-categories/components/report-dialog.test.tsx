import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { ReportSharedButton } from './report-dialog';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const user = () => userEvent.setup({ delay: null });

function openDialog() {
  const calls = mockApi({ 'POST /api/shared/link-1/report': () => ({ status: 201, body: { id: 4 } }) });
  renderRoutes([{ path: '/shared', Component: () => <ReportSharedButton token="link-1" /> }], { at: '/shared' });
  return calls;
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('reporting a category shared with me', { timeout: 15_000 }, () => {
  it('asks what is wrong without sending, then sends the reason and the words as typed', async () => {
    await setLanguage('en');
    const calls = openDialog();
    await user().click(await screen.findByTestId('shared-report'));
    await user().click(await screen.findByTestId('report-send'));
    expect((await screen.findByTestId('report-text-error')).textContent).toBe('Write what is wrong.');
    expect(calls).toEqual([]);
    await user().selectOptions(screen.getByTestId('report-reason'), 'spam');
    await user().type(screen.getByTestId('report-text'), 'Adverts only');
    await user().click(screen.getByTestId('report-send'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you. The operators will look at it.'));
    expect(calls.map((call) => call.body)).toEqual([{ reason: 'spam', text: 'Adverts only' }]);
    expect(screen.queryByTestId('report-dialog')).toBeNull();
  });

  it('asks what is wrong in Arabic', async () => {
    await setLanguage('ar');
    openDialog();
    await user().click(await screen.findByTestId('shared-report'));
    await user().click(await screen.findByTestId('report-send'));
    expect((await screen.findByTestId('report-text-error')).textContent).toBe('اكتب ما الخطأ.');
  });
});
