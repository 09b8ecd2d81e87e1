import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackage } from '@app/shared/contracts/admin';
import { setLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { mockApi, renderRoutes } from '@/test/render';
import { FeaturedOfferEditor } from './featured-offer-editor';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const user = () => userEvent.setup({ delay: null });
const PACKAGE: AdminPackage = { id: 3, points: 100, priceFils: 5000, badgeEn: null, badgeAr: null, sortOrder: 1, active: true, saleFrom: null, saleTo: null };

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('the console\'s featured offer', { timeout: 15_000 }, () => {
  it('saves only a changed choice, sending its kind and id', async () => {
    await setLanguage('en');
    const calls = mockApi({
      'GET /api/admin/featured-offer': () => ({ body: { kind: 'none' } }),
      'GET /api/admin/packages': () => ({ body: { packages: [PACKAGE] } }),
      'GET /api/admin/passes': () => ({ body: { passes: [] } }),
      'PUT /api/admin/featured-offer': () => ({ body: { kind: 'package', id: 3 } }),
    });
    renderRoutes([{ path: '/console', Component: FeaturedOfferEditor }], { at: '/console' });
    const choice = await screen.findByTestId('featured-offer-choice');
    expect((screen.getByTestId('featured-offer-save') as HTMLButtonElement).disabled).toBe(true);
    await user().selectOptions(choice, 'package:3');
    await user().click(screen.getByTestId('featured-offer-save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Featured offer saved'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ kind: 'package', id: 3 }]);
    expect(screen.queryByTestId('featured-offer-off-sale')).toBeNull();
  });
});
