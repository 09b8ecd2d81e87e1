import { describe, expect, it } from 'vitest';
import type { AdminTransaction } from '@app/shared/contracts/admin';
import type { RefundStatus } from '@app/shared/payment-constants';
import type { TFunction } from '@/lib/i18n';
import arabic from '@/locales/ar/admin.json';
import english from '@/locales/en/admin.json';
import { purchaseBadgeLabel } from './purchase-badge-label';

/** A t() over one catalogue, enough for the badge's keys. */
function tFor(catalogue: typeof english): TFunction {
  return ((key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue)) as TFunction;
}

function purchase(status: AdminTransaction['status'], refund: RefundStatus | null): AdminTransaction {
  return { status, refund: refund ? { status: refund } : null } as AdminTransaction;
}

describe('purchaseBadgeLabel', () => {
  it('says a refund is pending until the provider has made it, in both languages', () => {
    expect(purchaseBadgeLabel(purchase('refunded', 'pending'), tFor(english))).toBe('Refund pending');
    expect(purchaseBadgeLabel(purchase('refunded', 'pending'), tFor(arabic))).toBe('الاسترداد قيد الانتظار');
    expect(purchaseBadgeLabel(purchase('refunded', 'requesting'), tFor(english))).toBe('Refund requested');
  });

  it('says Refunded once the provider has refunded, and the purchase status otherwise', () => {
    expect(purchaseBadgeLabel(purchase('refunded', 'refunded'), tFor(english))).toBe('Refunded');
    expect(purchaseBadgeLabel(purchase('refunded', 'refunded'), tFor(arabic))).toBe('مستردّة');
    expect(purchaseBadgeLabel(purchase('completed', 'failed'), tFor(english))).toBe('Completed');
  });
});
