/** Payment constants both sides use, kept free of zod so the store pages stay light. */

/** MyFatoorah method codes the store offers: KNET and Visa / Mastercard. */
export const PAYMENT_METHODS = ['kn', 'vm'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

/** refunded: an operator refunded a completed purchase (the provider accepted the request). */
export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Why a purchase did not complete, as the buyer is told: cancelled (on the provider's page or with
 * our Cancel), declined by the card's bank, or not completed (expired, never reached the
 * provider...). Nothing was charged in any of them.
 */
export type FailureKind = 'cancelled' | 'declined' | 'not_completed';

/** MF006 is the provider's "cancelled by the customer", MF005 its session timeout; other MF codes are refusals. */
export function failureKind(code: string | null): FailureKind {
  if (code === 'MF006' || code === 'cancelled') return 'cancelled';
  if (code && /^MF\d{3}$/.test(code) && code !== 'MF005') return 'declined';
  return 'not_completed';
}

export const TRANSACTION_FILTERS = ['all', ...TRANSACTION_STATUSES] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];
export const TRANSACTIONS_MAX_PAGE_SIZE = 50;

/** Key in session storage for the invoice the buyer was sent to pay (spec: payment result page). */
export const PENDING_INVOICE_KEY = 'pending_invoice_id';

/** A refund's progress at the provider: requested (not answered yet), pending (accepted), refunded (paid out), failed. */
export const REFUND_STATUSES = ['requesting', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The smallest invoice the store sends the provider (0.100 KWD): a coupon's discount never takes
 * a price below it, and an operator cannot create a coupon that would.
 */
export const MIN_INVOICE_FILS = 100;
