import { PENDING_INVOICE_KEY } from '@app/shared/payment-constants';

/**
 * The invoice a buyer was sent to pay, kept in session storage (spec: payment result page),
 * so the result page can still find it when the provider's return URL carries no id.
 */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPendingInvoice(invoiceId: string): void {
  storage()?.setItem(PENDING_INVOICE_KEY, invoiceId);
}

export function readPendingInvoice(): string | null {
  return storage()?.getItem(PENDING_INVOICE_KEY) ?? null;
}

export function clearPendingInvoice(): void {
  storage()?.removeItem(PENDING_INVOICE_KEY);
}
