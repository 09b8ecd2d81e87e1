/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { INTERACTIVE_CALL, type PaymentsDeps } from './payments-deps';
export type { MyFatoorahClient } from './provider/myfatoorah-client';
export { refreshTransaction } from './refresh';
export { refundPurchase, toAdminRefund, type RefundRow } from './refund';
export { transactionNotFound, providerUnavailable } from './errors';
export type { TransactionRow } from './views';
export { purchaseCoupon } from './console-transactions';
