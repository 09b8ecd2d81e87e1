import { z } from 'zod';
import { rowIdSchema } from './row-id';
import { couponCodeSchema } from './coupons';
import { emailSchema } from './auth';
import { PAYMENT_METHODS, TRANSACTION_FILTERS, TRANSACTIONS_MAX_PAGE_SIZE, type FailureKind, type TransactionStatus } from '../payment-constants';

export * from '../payment-constants';

/** A gift message's longest length, in characters. */
export const GIFT_MESSAGE_MAX = 300;

/** A gift's recipient (trimmed, lower case) and optional message (trimmed; empty: none). */
export const giftSchema = z.object({
  email: emailSchema,
  message: z
    .string({ error: 'gift_message_invalid' })
    .trim()
    .max(GIFT_MESSAGE_MAX, 'gift_message_too_long')
    .optional()
    .transform((value) => (value ? value : null)),
});

/** A gift as its buyer sees it: the address with its local part hidden after the first letter. */
export type GiftStatus = 'waiting' | 'delivered' | 'cancelled';
export type GiftView = { to: string; message: string | null; status: GiftStatus | null };

/** "sara@example.com" -> "s***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(email.slice(0, at))[0]}***${email.slice(at)}`;
}

/**
 * POST /api/payments/checkout: creates a pending transaction and a provider invoice for one
 * product: a points package (packageId) or a pass (passId), never both (DECISIONS.md 34).
 */
export const checkoutRequestSchema = z
  .object({
    packageId: rowIdSchema('package_required').optional(),
    passId: rowIdSchema('pass_invalid').optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'payment_method_invalid' }).default('kn'),
    language: z.enum(['en', 'ar']).optional(),
    /** The buyer's "Have a code?" (case and Arabic-Indic digits do not matter). */
    couponCode: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), couponCodeSchema.optional()),
    /** A gift: the package or pass goes to whoever confirms this address; the message is kept as typed. */
    gift: giftSchema.optional(),
  })
  .refine((v) => (v.packageId === undefined) !== (v.passId === undefined), { message: 'package_required', path: ['packageId'] });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutResponse = { paymentUrl: string; invoiceId: string; transactionId: number };

const idValue = z.string({ error: 'payment_id_invalid' }).trim().max(2000, 'payment_id_invalid');

/**
 * POST /api/payments/verify (spec: verify-payment): paymentId or invoiceId (the result page),
 * or rawInput (a full return URL or an id). Tried in the spec's order; at least one is needed.
 */
export const verifyPaymentRequestSchema = z
  .object({ paymentId: idValue.optional(), invoiceId: idValue.optional(), rawInput: idValue.optional() })
  .refine((v) => Boolean(v.paymentId || v.invoiceId || v.rawInput), { message: 'payment_id_required', path: ['paymentId'] });
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequestSchema>;

/** A purchase as its owner sees it (spec: Transaction). Amounts in integer fils. */
export type TransactionView = {
  id: number;
  packageId: number | null;
  /** A pass purchase: the pass's names and the days bought (points is then 0). */
  pass: { nameEn: string; nameAr: string; days: number } | null;
  points: number;
  amountFils: number;
  /** A purchase made with a coupon: its code, the fils it took off amountFils's price and the extra points (included in points). */
  coupon: { code: string; discountFils: number; bonusPoints: number } | null;
  status: TransactionStatus;
  createdAt: string;
  invoiceId: string | null;
  transactionCode: string;
  transactionId: string | null;
  paymentId: string | null;
  /** Why it failed: a provider code such as 'MF002', or 'expired', 'canceled', 'amount_mismatch'... */
  failureCode: string | null;
  failureMessage: string | null;
  /** How a failure is explained to the buyer; null unless failed. */
  failureKind: FailureKind | null;
  /** The provider's page to go back to while its invoice can still be paid (awaiting payment, or a declined try). */
  continueUrl: string | null;
  /** When the purchase was refunded (status refunded); the money returns to the payment method later. */
  refundedAt: string | null;
  /** A gift bought for someone else (null: the buyer's own purchase); its status is null until paid. */
  gift: GiftView | null;
};

export type VerifyPaymentResponse = {
  success: true;
  status: TransactionStatus;
  transaction: TransactionView;
  /** The buyer's balance after this check. */
  points: number;
};

/** GET /api/payments/transactions: the caller's own transactions only. */
export const transactionsQuerySchema = z.object({
  status: z.enum(TRANSACTION_FILTERS, { error: 'status_invalid' }).default('all'),
  sort: z.enum(['newest', 'oldest'], { error: 'sort_invalid' }).default('newest'),
  page: z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(100_000, 'page_invalid').default(1),
  pageSize: z.coerce
    .number({ error: 'page_size_invalid' })
    .int('page_size_invalid')
    .min(1, 'page_size_invalid')
    .max(TRANSACTIONS_MAX_PAGE_SIZE, 'page_size_invalid')
    .default(10),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export type TransactionsResponse = {
  transactions: TransactionView[];
  total: number;
  page: number;
  pageSize: number;
};

/** A gift as its recipient receives it: who sent it, what it holds and the message as typed. */
export type ReceivedGift = {
  id: number;
  fromName: string;
  points: number;
  pass: { nameEn: string; nameAr: string; days: number } | null;
  message: string | null;
};

/**
 * POST /api/gifts/claim: the gifts waiting for the caller's confirmed address, delivered now
 * (each once). needsConfirmation: the address is not confirmed yet, so nothing was delivered.
 */
export type ClaimGiftsResponse = { delivered: ReceivedGift[]; needsConfirmation: boolean; points: number };
