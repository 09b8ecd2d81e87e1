/** Payment constants both sides use, kept free of zod so the store pages stay light. */

/** MyFatoorah method codes the store offers: KNET and Visa / Mastercard. */
export const PAYMENT_METHODS = ['kn', 'vm'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_FILTERS = ['all', ...TRANSACTION_STATUSES] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];
export const TRANSACTIONS_MAX_PAGE_SIZE = 50;

/** Key in session storage for the invoice the buyer was sent to pay (spec: payment result page). */
export const PENDING_INVOICE_KEY = 'pending_invoice_id';
