import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SalesResponse } from '@app/shared/contracts/sales';
import { setLanguage } from '@/lib/language';
import { renderRoutes } from '@/test/render';
import { SalesTable } from './sales-table';

const SALES: SalesResponse = {
  from: '2026-03-01',
  to: '2026-03-30',
  offers: [
    { kind: 'package', id: 1, points: 10, paidCount: 3, paidFils: 3500, refundCount: 1, refundFils: 1250 },
    { kind: 'pass', id: 1, nameEn: 'Majlis pass', nameAr: 'اشتراك المجلس', paidCount: 1, paidFils: 4000, refundCount: 0, refundFils: 0 },
    { kind: 'package', id: null, points: null, paidCount: 1, paidFils: 100, refundCount: 0, refundFils: 0 },
  ],
  coupons: [{ id: 4, code: 'EID20', discountFils: 1250, paidCount: 2, paidFils: 5000, refundCount: 0, refundFils: 0 }],
  total: { paidCount: 5, paidFils: 7600, refundCount: 1, refundFils: 1250 },
};

const cells = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('cell').map((cell) => cell.textContent);
const rowName = (testId: string) => within(screen.getByTestId(testId)).getByRole('rowheader').textContent;

afterEach(() => setLanguage('en'));

describe('the console sales table', () => {
  it('shows each offer, coupon and the total with counts and KWD to 3 decimals (English)', async () => {
    setLanguage('en');
    renderRoutes([{ path: '/', Component: () => <SalesTable sales={SALES} /> }], { at: '/' });
    expect(await screen.findByTestId('sales-package-1')).toBeTruthy();
    expect(rowName('sales-package-1')).toBe('10 games');
    expect(cells('sales-package-1')).toEqual(['3', '3.500', '1', '1.250']);
    expect(rowName('sales-pass-1')).toBe('Majlis passpass');
    expect(cells('sales-pass-1')).toEqual(['1', '4.000', '0', '0.000']);
    expect(rowName('sales-package-removed')).toBe('Removed package');
    expect(cells('sales-total')).toEqual(['5', '7.600', '1', '1.250']);
    expect(cells('sales-coupon-EID20')).toEqual(['2', '5.000', '0', '0.000', '1.250']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Paid (KWD)');
  });

  it('names offers and columns in Arabic', async () => {
    setLanguage('ar');
    renderRoutes([{ path: '/', Component: () => <SalesTable sales={SALES} /> }], { at: '/' });
    expect(await screen.findByTestId('sales-package-1')).toBeTruthy();
    expect(rowName('sales-package-1')).toBe('10 ألعاب');
    expect(rowName('sales-pass-1')).toBe('اشتراك المجلساشتراك');
    expect(rowName('sales-total')).toBe('المجموع');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('المدفوع (د.ك)');
  });
});
