import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackage } from '@app/shared/contracts/admin';
import type { AdminCoupon } from '@app/shared/contracts/coupons';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { mockApi, renderRoutes } from '@/test/render';
import { CouponsEditor } from './coupons-editor';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const user = () => userEvent.setup({ delay: null });
const PACKAGE: AdminPackage = { id: 3, points: 100, priceFils: 5000, badgeEn: null, badgeAr: null, sortOrder: 1, active: true, saleFrom: null, saleTo: null };
const ADDED: AdminCoupon = {
  id: 1,
  code: 'EID2027',
  kind: 'percent',
  value: 20,
  startsOn: null,
  endsOn: null,
  maxUses: null,
  maxUsesPerUser: 1,
  packageIds: [3],
  passIds: [],
  status: 'active',
  used: 0,
  reserved: 0,
  createdAt: '2027-01-01T00:00:00.000Z',
};

function renderEditor() {
  const calls = mockApi({
    'GET /api/admin/coupons': () => ({ body: { coupons: [] } }),
    'GET /api/admin/packages': () => ({ body: { packages: [PACKAGE] } }),
    'GET /api/admin/passes': () => ({ body: { passes: [] } }),
    'POST /api/admin/coupons': () => ({ status: 201, body: ADDED }),
  });
  renderRoutes([{ path: '/console', Component: CouponsEditor }], { at: '/console' });
  return calls;
}
const posts = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'POST');

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('the console\'s new coupon form', { timeout: 15_000 }, () => {
  it('refuses a percent above 100 on its field without sending it, then sends the coupon as typed', async () => {
    await setLanguage('en');
    const calls = renderEditor();
    const form = await screen.findByTestId('coupon-new');
    await user().type(within(form).getByTestId('coupon-new-code'), 'EID2027');
    await user().type(within(form).getByTestId('coupon-new-value'), '150');
    await user().click(within(form).getByTestId('coupon-new-save'));
    expect(await within(form).findByText('A percent is at most 100.')).toBeTruthy();
    expect(within(form).getByTestId('coupon-new-value').getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);
    await user().clear(within(form).getByTestId('coupon-new-value'));
    await user().type(within(form).getByTestId('coupon-new-value'), '20');
    await user().click(within(form).getByTestId('coupon-new-package-100'));
    await user().click(within(form).getByTestId('coupon-new-save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Coupon added'));
    expect(posts(calls).map((call) => call.body)).toEqual([
      { code: 'EID2027', kind: 'percent', value: '20', startsOn: '', endsOn: '', maxUses: '', maxUsesPerUser: '1', status: 'active', packageIds: [3], passIds: [] },
    ]);
    // The form is emptied for the next coupon.
    expect((within(form).getByTestId('coupon-new-code') as HTMLInputElement).value).toBe('');
    expect((within(form).getByTestId('coupon-new-package-100') as HTMLInputElement).checked).toBe(false);
  });

  it('says what a code may be made of, in Arabic', async () => {
    await setLanguage('ar');
    const calls = renderEditor();
    const form = await screen.findByTestId('coupon-new');
    await user().type(within(form).getByTestId('coupon-new-code'), 'عيد');
    await user().type(within(form).getByTestId('coupon-new-value'), '10');
    await user().click(within(form).getByTestId('coupon-new-save'));
    expect(await within(form).findByText('استخدم من 3 إلى 32 حرفًا أو رقمًا أو - أو _.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });
});
