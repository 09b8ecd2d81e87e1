import { randomInt } from 'node:crypto';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { formatKwd, formatKwdGrouped } from '@app/shared/money';
import type { DbOrTx } from '../../../db/client';
import { sandboxInvoices } from '../../../db/schema/index';
import type { CardOutcome } from './test-cards';

/** Sandbox invoices can be paid for one day, like a typical MyFatoorah account. */
export const SANDBOX_INVOICE_LIFETIME_MS = 24 * 60 * 60 * 1000;
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const SANDBOX_METHODS = [
  { PaymentMethodId: 1, PaymentMethodCode: 'kn', PaymentMethodEn: 'KNET', PaymentMethodAr: 'كي نت', gateway: 'KNET' },
  { PaymentMethodId: 2, PaymentMethodCode: 'vm', PaymentMethodEn: 'VISA/MASTER', PaymentMethodAr: 'فيزا / ماستر', gateway: 'VISA/MASTER' },
] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

/** One payment attempt, stored in the provider's own shape (plus the sandbox-only settleAt). */
export type SandboxTransaction = {
  TransactionDate: string;
  PaymentGateway: string;
  ReferenceId: string;
  TrackId: string;
  TransactionId: string;
  PaymentId: string;
  AuthorizationId: string;
  TransactionStatus: 'InProgress' | 'Succss' | 'Failed' | 'Canceled';
  TransationValue: string;
  PaidCurrency: string;
  Currency: string;
  Error: string | null;
  ErrorCode: string;
  /** InProgress attempts that become paid at this instant (ISO); sandbox only, never sent. */
  settleAt?: string | null;
};

export type SandboxInvoice = typeof sandboxInvoices.$inferSelect;

/** The provider writes local Kuwait time without a zone: "2021-07-28T13:25:06.153". */
export function kuwaitDateTime(date: Date): string {
  return new Date(date.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 23);
}

/** "July 31, 2021" and "13:25:06.153" (Kuwait time). */
export function kuwaitExpiry(date: Date): { ExpiryDate: string; ExpiryTime: string } {
  const k = new Date(date.getTime() + KUWAIT_OFFSET_MS);
  return {
    ExpiryDate: `${MONTHS[k.getUTCMonth()]} ${k.getUTCDate()}, ${k.getUTCFullYear()}`,
    ExpiryTime: k.toISOString().slice(11, 23),
  };
}

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

export function transactionsOf(invoice: SandboxInvoice): SandboxTransaction[] {
  return Array.isArray(invoice.transactions) ? (invoice.transactions as SandboxTransaction[]) : [];
}

export async function createSandboxInvoice(
  db: DbOrTx,
  input: {
    valueFils: number;
    customerName?: string | null;
    customerEmail?: string | null;
    customerReference?: string | null;
    userDefinedField?: string | null;
    callbackUrl?: string | null;
    errorUrl?: string | null;
    language: 'en' | 'ar';
  },
  now = new Date(),
): Promise<SandboxInvoice> {
  const [invoice] = await db
    .insert(sandboxInvoices)
    .values({
      invoiceValueFils: input.valueFils,
      customerName: input.customerName ?? null,
      customerEmail: input.customerEmail ?? null,
      customerReference: input.customerReference ?? null,
      userDefinedField: input.userDefinedField ?? null,
      callbackUrl: input.callbackUrl ?? null,
      errorUrl: input.errorUrl ?? null,
      language: input.language,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SANDBOX_INVOICE_LIFETIME_MS),
    })
    .returning();
  return invoice!;
}

/** Lazily settles due InProgress attempts (the 5-second card), so a restart loses nothing. */
function settled(invoice: SandboxInvoice, now: Date): { invoice: SandboxInvoice; changed: boolean } {
  let changed = false;
  const transactions = transactionsOf(invoice).map((t) => {
    if (t.TransactionStatus === 'InProgress' && t.settleAt && Date.parse(t.settleAt) <= now.getTime()) {
      changed = true;
      return { ...t, TransactionStatus: 'Succss' as const, settleAt: null };
    }
    return t;
  });
  if (!changed) return { invoice, changed };
  const status = invoice.status === 'Pending' ? 'Paid' : invoice.status;
  return { invoice: { ...invoice, transactions, status }, changed };
}

async function loadForUpdate(tx: DbOrTx, where: SQL, now: Date): Promise<SandboxInvoice | null> {
  const [row] = await tx.select().from(sandboxInvoices).where(where).orderBy(desc(sandboxInvoices.id)).limit(1).for('update');
  if (!row) return null;
  const { invoice, changed } = settled(row, now);
  if (changed) {
    await tx.update(sandboxInvoices).set({ status: invoice.status, transactions: invoice.transactions }).where(eq(sandboxInvoices.id, row.id));
  }
  return invoice;
}

export type InvoiceKey = { Key: string; KeyType: 'InvoiceId' | 'PaymentId' | 'CustomerReference' };

export async function findSandboxInvoice(db: DbOrTx, key: InvoiceKey, now = new Date()): Promise<SandboxInvoice | null> {
  let where: SQL;
  if (key.KeyType === 'InvoiceId') {
    if (!/^\d{1,9}$/.test(key.Key)) return null;
    where = eq(sandboxInvoices.id, Number(key.Key));
  } else if (key.KeyType === 'PaymentId') {
    where = sql`${sandboxInvoices.transactions} @> ${JSON.stringify([{ PaymentId: key.Key }])}::jsonb`;
  } else {
    where = eq(sandboxInvoices.customerReference, key.Key);
  }
  // Read without a lock; lock and write only when an attempt is due to settle.
  const [row] = await db.select().from(sandboxInvoices).where(where).orderBy(desc(sandboxInvoices.id)).limit(1);
  if (!row) return null;
  if (!settled(row, now).changed) return row;
  return db.transaction((tx) => loadForUpdate(tx, eq(sandboxInvoices.id, row.id), now));
}

export function invoiceExpired(invoice: SandboxInvoice, now = new Date()): boolean {
  return invoice.status === 'Pending' && invoice.expiresAt.getTime() <= now.getTime();
}

/** Records one payment attempt with a test card's outcome; returns the invoice and the attempt. */
export async function recordSandboxPayment(
  db: DbOrTx,
  invoiceId: number,
  method: SandboxMethod,
  outcome: CardOutcome,
  now = new Date(),
): Promise<{ invoice: SandboxInvoice; transaction: SandboxTransaction } | { refused: 'not_found' | 'already_paid' | 'expired' | 'in_progress' }> {
  return db.transaction(async (tx) => {
    const invoice = await loadForUpdate(tx, eq(sandboxInvoices.id, invoiceId), now);
    if (!invoice) return { refused: 'not_found' as const };
    if (invoice.status === 'Paid') return { refused: 'already_paid' as const };
    if (invoice.status !== 'Pending' || invoiceExpired(invoice, now)) return { refused: 'expired' as const };
    if (transactionsOf(invoice).some((t) => t.TransactionStatus === 'InProgress')) return { refused: 'in_progress' as const };
    const status: SandboxTransaction['TransactionStatus'] =
      outcome.kind === 'paid' ? 'Succss' : outcome.kind === 'pending' ? 'InProgress' : outcome.errorCode === 'MF006' ? 'Canceled' : 'Failed';
    const transaction: SandboxTransaction = {
      TransactionDate: kuwaitDateTime(now),
      PaymentGateway: method.gateway,
      ReferenceId: digits(12),
      TrackId: `${kuwaitDateTime(now).slice(0, 10).split('-').reverse().join('-')}_${digits(6)}`,
      TransactionId: digits(15),
      // Real PaymentIds can start with 0: they are strings, never numbers.
      PaymentId: `07${String(invoice.id).padStart(8, '0')}${digits(10)}`,
      AuthorizationId: outcome.kind === 'declined' ? '' : `B${digits(5)}`,
      TransactionStatus: status,
      TransationValue: formatKwdGrouped(invoice.invoiceValueFils),
      PaidCurrency: 'KD',
      Currency: 'KD',
      Error: outcome.kind === 'declined' ? outcome.error : null,
      ErrorCode: outcome.kind === 'declined' ? outcome.errorCode : '',
      settleAt: outcome.kind === 'pending' && outcome.settleAfterMs !== null ? new Date(now.getTime() + outcome.settleAfterMs).toISOString() : null,
    };
    const transactions = [...transactionsOf(invoice), transaction];
    const invoiceStatus = status === 'Succss' ? 'Paid' : invoice.status;
    await tx.update(sandboxInvoices).set({ status: invoiceStatus, transactions }).where(eq(sandboxInvoices.id, invoice.id));
    return { invoice: { ...invoice, status: invoiceStatus, transactions }, transaction };
  });
}

const publicTransaction = ({ settleAt: _settleAt, ...t }: SandboxTransaction) => t;

/** The GetPaymentStatus Data of an invoice, exactly in the provider's shape. */
export function paymentStatusData(invoice: SandboxInvoice) {
  return {
    InvoiceId: invoice.id,
    InvoiceStatus: invoice.status,
    InvoiceReference: `${invoice.createdAt.getUTCFullYear()}${String(invoice.id).padStart(6, '0')}`,
    CustomerReference: invoice.customerReference,
    CreatedDate: kuwaitDateTime(invoice.createdAt),
    ...kuwaitExpiry(invoice.expiresAt),
    InvoiceValue: Number(formatKwd(invoice.invoiceValueFils)),
    Comments: null,
    CustomerName: invoice.customerName,
    CustomerMobile: null,
    CustomerEmail: invoice.customerEmail,
    UserDefinedField: invoice.userDefinedField,
    InvoiceDisplayValue: `${formatKwdGrouped(invoice.invoiceValueFils)} KD`,
    DueDeposit: 0,
    DepositStatus: 'Not Deposited',
    InvoiceItems: [],
    InvoiceTransactions: transactionsOf(invoice).map(publicTransaction),
    Suppliers: [],
  };
}
