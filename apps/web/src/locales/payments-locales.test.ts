import { describe, expect, it } from 'vitest';
import arHistory from './ar/history.json';
import arPayments from './ar/payments.json';
import arStore from './ar/store.json';
import enHistory from './en/history.json';
import enPayments from './en/payments.json';
import enStore from './en/store.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL, '')];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('store, payments and history catalogues', () => {
  it.each([
    ['store', enStore, arStore],
    ['payments', enPayments, arPayments],
    ['history', enHistory, arHistory],
  ])('%s has every string in both languages', (_name, en, ar) => {
    expect([...new Set(keys(ar))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('uses the spec wording in English', () => {
    expect(enHistory.loginRequired).toBe('Please log in to view your purchase history');
    expect(enHistory.empty).toBe("You haven't made any purchases yet.");
    expect(enHistory.emptyFiltered).toBe('No transactions match your filter.');
    expect(enPayments.messages).toEqual({
      noInvoiceId: 'No invoice ID found. Please contact support.',
      checkFailed: 'Failed to check payment with paymentId/invoiceId',
      rawFailed: 'Failed to verify payment with raw input',
      statusFailed: 'Failed to check payment status',
      verifyFailed: 'Failed to verify payment',
      processingError: 'There was an error processing your payment. Please try again.',
      notSuccessful: 'Your payment was not successful. Please try again.',
    });
    expect(enPayments.errorPage.defaultMessage).toBe('Payment failed');
    expect(enPayments.errorPage.technicalDetails).toBe('Technical Details');
  });
});
