import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CheckoutResponse, checkoutRequestSchema } from '@app/shared/contracts/payments';
import type { z } from 'zod';
import { packages, transactions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { MyFatoorahError } from './provider/myfatoorah-client';
import type { UserRow } from '../../core/session/index';
import { findPassOnSale, saleDay } from '../passes/index';
import { findUsableCoupon, reserveCouponUse, type CouponTerms } from '../coupons/index';
import { enforce } from '../rate-limit/index';
import { INTERACTIVE_CALL, type PaymentsDeps } from './payments-deps';
import { failTransaction } from './settle';
import { giftToSelf, packageNotFound, packageNotOnSale, passNotFound, providerError, providerUnavailable } from './errors';

const FIRST_CHECK_DELAY_MS = 60_000;


/** Our order id, sent to the provider as CustomerReference: unique and readable on a receipt. */
export function newTransactionCode(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `TQ-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Creates a pending transaction, then the provider invoice for the chosen method (ids differ per
 * account: matched on the code), and answers the provider's payment page to send the buyer to.
 * The buyer comes back to /payment/success either way: the page always asks the server, and the
 * server always asks the provider.
 */
export async function startCheckout(
  deps: PaymentsDeps,
  user: UserRow,
  input: z.output<typeof checkoutRequestSchema>,
  meta: { ip: string } = { ip: '' },
): Promise<CheckoutResponse> {
  const { db, client, config } = deps;
  await enforce(db, [{ key: `checkout:user:${user.id}`, max: 60, windowMs: 10 * 60_000 }], 'Too many payment attempts. Please wait a few minutes and try again.');
  const product = await productOf(deps, input);
  // A gift goes to someone else: the buyer's own address (any case, any spaces) is refused.
  if (input.gift && input.gift.email === user.email.trim().toLowerCase()) throw giftToSelf();
  const gift = input.gift ? { giftEmail: input.gift.email, giftMessage: input.gift.message } : {};
  const coupon = input.couponCode ? await findUsableCoupon(db, input.couponCode, { userId: user.id, ip: meta.ip }) : null;

  const code = newTransactionCode();
  // With a coupon, the pending transaction is the coupon's reserved use: both are made under the
  // coupon's row lock, and a failed, cancelled or expired checkout gives the use back.
  const row = await db.transaction(async (tx) => {
    const terms: Partial<CouponTerms> = coupon ? await reserveCouponUse(tx, coupon, user.id, product) : {};
    const [inserted] = await tx
      .insert(transactions)
      .values({
        userId: user.id,
        ...product,
        ...terms,
        ...gift,
        status: 'pending',
        transactionCode: code,
        nextCheckAt: new Date(Date.now() + FIRST_CHECK_DELAY_MS),
      })
      .returning();
    return inserted!;
  });
  const value = row.amountFils / 1000;
  const returnUrl = `${config.appUrl}/payment/success`;
  try {
    const methods = await client.initiatePayment({ InvoiceAmount: value, CurrencyIso: 'KWD' }, INTERACTIVE_CALL);
    const method = methods.find((m) => m.PaymentMethodCode.toLowerCase() === input.paymentMethod);
    if (!method) {
      await failTransaction(db, row.id, { code: 'method_unavailable', message: `Payment method ${input.paymentMethod} is not offered` });
      throw new AppError('payment_method_unavailable', 'This payment method is not available right now. Please choose another one.');
    }
    const invoice = await client.executePayment(
      {
        InvoiceValue: value,
        PaymentMethodId: method.PaymentMethodId,
        CustomerName: `${user.firstName} ${user.lastName}`.slice(0, 100),
        CustomerEmail: user.email,
        CallBackUrl: returnUrl,
        ErrorUrl: returnUrl,
        CustomerReference: code,
        UserDefinedField: String(row.id),
        Language: input.language ?? (user.preferredLanguage),
        DisplayCurrencyIso: 'KWD',
      },
      INTERACTIVE_CALL,
    );
    await db
      .update(transactions)
      .set({ invoiceId: invoice.InvoiceId, paymentUrl: invoice.PaymentURL, updatedAt: new Date() })
      .where(eq(transactions.id, row.id));
    return { paymentUrl: invoice.PaymentURL, invoiceId: invoice.InvoiceId, transactionId: row.id };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (!(error instanceof MyFatoorahError)) throw error;
    deps.log.warn({ err: error, transactionId: row.id }, 'checkout could not create the provider invoice');
    await failTransaction(db, row.id, { code: 'checkout_failed', message: error.message });
    throw error.kind === 'unreachable' ? providerUnavailable() : providerError();
  }
}

/** What a purchase buys, at today's price: a package's points, or a pass's days (0 points). */
async function productOf(deps: PaymentsDeps, input: z.output<typeof checkoutRequestSchema>) {
  if (input.passId !== undefined) {
    const pass = await findPassOnSale(deps.db, input.passId);
    if (!pass) throw passNotFound();
    return { passId: pass.id, passDays: pass.days, passNameEn: pass.nameEn, passNameAr: pass.nameAr, points: 0, amountFils: pass.priceFils };
  }
  const [pkg] = await deps.db.select().from(packages).where(and(eq(packages.id, input.packageId!), eq(packages.active, true))).limit(1);
  if (!pkg) throw packageNotFound();
  // A seasonal package outside its days (Kuwait days, both included) is refused as such.
  const today = saleDay(new Date());
  if ((pkg.saleFrom !== null && today < pkg.saleFrom) || (pkg.saleTo !== null && today > pkg.saleTo)) throw packageNotOnSale();
  return { packageId: pkg.id, points: pkg.points, amountFils: pkg.priceFils };
}
