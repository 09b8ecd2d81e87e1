import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreCoupon } from '@app/shared/payment-constants';
import { setLanguage } from '@/lib/language';
import { mockApi, renderRoutes } from '@/test/render';
import { CouponField } from './coupon-field';

const user = () => userEvent.setup({ delay: null });
const FOUND: StoreCoupon = { code: 'EID2027', kind: 'percent', value: 20, packageIds: [], passIds: [], endsOn: null };

function renderField(onChange = vi.fn()) {
  renderRoutes([{ path: '/store', Component: () => <CouponField coupon={null} onChange={onChange} onLoginNeeded={vi.fn()} signedIn /> }], { at: '/store' });
  return onChange;
}

beforeEach(() => setLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the store\'s coupon code field', { timeout: 15_000 }, () => {
  it('asks for a code, says a malformed one is not valid without asking the server, then sends the code as typed', async () => {
    const calls = mockApi({ 'POST /api/store/coupon': () => ({ body: FOUND }) });
    const onChange = renderField();
    await user().click(await screen.findByTestId('coupon-apply'));
    expect((await screen.findByTestId('coupon-error')).textContent).toBe('Type a code first.');
    await user().type(screen.getByTestId('coupon-input'), '!!');
    await user().click(screen.getByTestId('coupon-apply'));
    await waitFor(() => expect(screen.getByTestId('coupon-error').textContent).toBe('This code is not valid. Check it and try again.'));
    expect(screen.getByTestId('coupon-input').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    await user().clear(screen.getByTestId('coupon-input'));
    await user().type(screen.getByTestId('coupon-input'), 'eid2027');
    await user().click(screen.getByTestId('coupon-apply'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(FOUND));
    expect(calls).toEqual([{ method: 'POST', path: '/api/store/coupon', body: { code: 'eid2027' } }]);
    expect(screen.queryByTestId('coupon-error')).toBeNull();
  });

  it('says in Arabic that the server knows no such code', async () => {
    await setLanguage('ar');
    mockApi({ 'POST /api/store/coupon': () => ({ status: 404, body: { error: { code: 'coupon_not_found', message: 'coupon_not_found' } } }) });
    renderField();
    await user().type(await screen.findByTestId('coupon-input'), 'NOPE-0000');
    await user().click(screen.getByTestId('coupon-apply'));
    expect((await screen.findByTestId('coupon-error')).textContent).toBe('هذا الرمز غير صالح. تحقّق منه وحاول مرة أخرى.');
  });
});
