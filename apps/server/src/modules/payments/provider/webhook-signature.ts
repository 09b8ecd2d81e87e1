import { createHmac, timingSafeEqual } from 'node:crypto';

/** The V2 webhook body (PAYMENTS.md): the fields the signature covers, and whatever else it carries. */
type Open = { [key: string]: unknown };
export type WebhookV2 = {
  Event?: { Code?: number; Name?: string; CountryIsoCode?: string; CreationDate?: string; Reference?: string } & Open;
  Data?: {
    Invoice?: { Id?: string | number | null; Status?: string | null; Reference?: string | null; UserDefinedField?: string | null; ExternalIdentifier?: string | null } & Open;
    Transaction?: { Id?: string | null; Status?: string | null; PaymentMethod?: string | null; PaymentId?: string | null; ReferenceId?: string | null; Error?: { Code?: string | null; Message?: string | null } | null } & Open;
    Amount?: { BaseCurrency?: string; ValueInBaseCurrency?: string } & Open;
    /** Refund events (Event.Code 2) only. */
    Refund?: { Id?: string | number | null; Status?: string | null; Reference?: string | null } & Open;
    ReferencedInvoice?: { Id?: string | number | null } & Open;
  } & Open;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const REFUND_EVENT_CODE = 2;

/**
 * Payment events: S = Invoice.Id=..,Invoice.Status=..,Transaction.Status=..,Transaction.PaymentId=..,Invoice.ExternalIdentifier=..
 * Refund events (code 2): S = Refund.Id=..,Refund.Status=..,Amount.ValueInBaseCurrency=..,ReferencedInvoice.Id=..
 */
export function webhookSignatureString(body: WebhookV2): string {
  if (body.Event?.Code === REFUND_EVENT_CODE) {
    return [
      `Refund.Id=${text(body.Data?.Refund?.Id)}`,
      `Refund.Status=${text(body.Data?.Refund?.Status)}`,
      `Amount.ValueInBaseCurrency=${text(body.Data?.Amount?.ValueInBaseCurrency)}`,
      `ReferencedInvoice.Id=${text(body.Data?.ReferencedInvoice?.Id)}`,
    ].join(',');
  }
  const invoice = body.Data?.Invoice;
  const transaction = body.Data?.Transaction;
  return [
    `Invoice.Id=${text(invoice?.Id)}`,
    `Invoice.Status=${text(invoice?.Status)}`,
    `Transaction.Status=${text(transaction?.Status)}`,
    `Transaction.PaymentId=${text(transaction?.PaymentId)}`,
    `Invoice.ExternalIdentifier=${text(invoice?.ExternalIdentifier)}`,
  ].join(',');
}

/** base64(HMAC-SHA256(secret as UTF-8, S)): the MyFatoorah-Signature header. */
export function signWebhook(body: WebhookV2, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(webhookSignatureString(body), 'utf8').digest('base64');
}

/** Compares in constant time; a missing, malformed or wrong signature is false. */
export function verifyWebhookSignature(body: WebhookV2, signature: string | string[] | undefined, secret: string): boolean {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 200) return false;
  const expected = Buffer.from(signWebhook(body, secret), 'base64');
  const given = Buffer.from(signature.trim(), 'base64');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
