import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatKwd } from '@app/shared/money';
import type { Db } from '../../../db/client';
import { sandboxInvoices } from '../../../db/schema/index';
import type { WebhookV2 } from '../provider/webhook-signature';
import { findSandboxInvoice, kuwaitDateTime, transactionsOf, type InvoiceKey, type SandboxInvoice } from './state';

/** One MakeRefund request, stored on its invoice. Like an account with auto refund: pending, then refunded at settleAt. */
export type SandboxRefund = {
  RefundId: number;
  RefundReference: string;
  AmountFils: number;
  Comment: string;
  Status: 'PENDING' | 'REFUNDED';
  CreatedDate: string;
  settleAt: string;
};

export function refundsOf(invoice: SandboxInvoice): SandboxRefund[] {
  return Array.isArray(invoice.refunds) ? (invoice.refunds as SandboxRefund[]) : [];
}

const due = (refund: SandboxRefund, now: Date) => refund.Status === 'PENDING' && Date.parse(refund.settleAt) <= now.getTime();

export type RefundRefusal = 'not_found' | 'not_paid' | 'exceeds_paid';

/**
 * Records a refund request against a paid invoice. Several partial refunds are allowed until the
 * paid amount is used up (PAYMENTS.md); more than that is refused.
 */
export async function requestSandboxRefund(
  db: Db,
  input: { key: InvoiceKey; amountFils: number; comment: string; settleAfterMs: number },
  now = new Date(),
): Promise<{ invoice: SandboxInvoice; refund: SandboxRefund } | { refused: RefundRefusal }> {
  const found = await findSandboxInvoice(db, input.key, now);
  if (!found) return { refused: 'not_found' };
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, found.id)).for('update');
    if (!invoice || invoice.status !== 'Paid' || !transactionsOf(invoice).some((t) => t.TransactionStatus === 'Succss')) return { refused: 'not_paid' as const };
    const refunds = refundsOf(invoice);
    const refunded = refunds.reduce((sum, r) => sum + r.AmountFils, 0);
    if (refunded + input.amountFils > invoice.invoiceValueFils) return { refused: 'exceeds_paid' as const };
    const refund: SandboxRefund = {
      RefundId: randomInt(100_000, 999_999),
      RefundReference: `${now.getUTCFullYear()}${String(randomInt(0, 999_999)).padStart(6, '0')}`,
      AmountFils: input.amountFils,
      Comment: input.comment,
      Status: 'PENDING',
      CreatedDate: kuwaitDateTime(now),
      settleAt: new Date(now.getTime() + input.settleAfterMs).toISOString(),
    };
    const next = [...refunds, refund];
    await tx.update(sandboxInvoices).set({ refunds: next }).where(eq(sandboxInvoices.id, invoice.id));
    return { invoice: { ...invoice, refunds: next }, refund };
  });
}

/** Marks a refund refunded once its time has come; returns it as it stands (null: unknown). */
export async function settleSandboxRefund(db: Db, invoiceId: number, refundId: number, now = new Date()): Promise<{ invoice: SandboxInvoice; refund: SandboxRefund } | null> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId)).for('update');
    const refund = invoice && refundsOf(invoice).find((r) => r.RefundId === refundId);
    if (!invoice || !refund) return null;
    if (!due(refund, now)) return { invoice, refund };
    const settled: SandboxRefund = { ...refund, Status: 'REFUNDED' };
    const next = refundsOf(invoice).map((r) => (r.RefundId === refundId ? settled : r));
    await tx.update(sandboxInvoices).set({ refunds: next }).where(eq(sandboxInvoices.id, invoice.id));
    return { invoice: { ...invoice, refunds: next }, refund: settled };
  });
}

/** The V2 webhook body of a refund (event 2, REFUND_STATUS_CHANGED). */
export function refundWebhookBody(invoice: SandboxInvoice, refund: SandboxRefund, now = new Date()): WebhookV2 & Record<string, unknown> {
  const paid = transactionsOf(invoice).findLast((t) => t.TransactionStatus === 'Succss');
  return {
    Event: { Code: 2, Name: 'REFUND_STATUS_CHANGED', CountryIsoCode: 'KWT', CreationDate: now.toISOString(), Reference: `WH-${randomInt(100000, 999999)}` },
    Data: {
      Refund: { Id: String(refund.RefundId), Reference: refund.RefundReference, Status: refund.Status, CreationDate: refund.CreatedDate, Comments: refund.Comment },
      Amount: { BaseCurrency: 'KWD', ValueInBaseCurrency: formatKwd(refund.AmountFils) },
      ReferencedInvoice: {
        Id: String(invoice.id),
        Reference: `${invoice.createdAt.getUTCFullYear()}${String(invoice.id).padStart(6, '0')}`,
        ExternalIdentifier: invoice.customerReference ?? '',
        PaymentId: paid?.PaymentId ?? '',
      },
      Customer: { Reference: invoice.customerReference ?? '', Name: invoice.customerName ?? '', Mobile: '', Email: invoice.customerEmail ?? '' },
    },
  };
}
