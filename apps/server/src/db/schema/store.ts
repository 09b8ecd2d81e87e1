import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import type { CouponKind, CouponStatus, RefundStatus, TransactionStatus } from '@app/shared/payment-constants';
import type { Language } from '@app/shared/constants';
import type { GiftStatus } from '@app/shared/contracts/payments';

export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    points: integer('points').notNull(),
    priceFils: integer('price_fils').notNull(),
    active: boolean('active').notNull().default(true),
    /** A seasonal package is sold only from sale_from to sale_to (Kuwait days, both included; null: no limit), as a pass. */
    saleFrom: date('sale_from', { mode: 'string' }),
    saleTo: date('sale_to', { mode: 'string' }),
    sortOrder: integer('sort_order').notNull().default(0),
    badgeEn: text('badge_en'),
    badgeAr: text('badge_ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('packages_points_positive', sql`${t.points} > 0`),
    check('packages_price_positive', sql`${t.priceFils} > 0`),
    check('packages_sale_dates_ordered', sql`${t.saleFrom} IS NULL OR ${t.saleTo} IS NULL OR ${t.saleFrom} <= ${t.saleTo}`),
  ],
);

/**
 * A pass (issue 31): while one is active, creating a game costs nothing. Operators pause it
 * (active) or limit its sale to dates (sale_from..sale_to, civil days in Kuwait, both included).
 */
export const passes = pgTable(
  'passes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    days: integer('days').notNull(),
    priceFils: integer('price_fils').notNull(),
    active: boolean('active').notNull().default(true),
    saleFrom: date('sale_from', { mode: 'string' }),
    saleTo: date('sale_to', { mode: 'string' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('passes_days_positive', sql`${t.days} > 0`),
    check('passes_price_positive', sql`${t.priceFils} > 0`),
    check('passes_sale_dates_ordered', sql`${t.saleFrom} IS NULL OR ${t.saleTo} IS NULL OR ${t.saleFrom} <= ${t.saleTo}`),
  ],
);

/**
 * A coupon (the offers issue): code (normalized, unique), kind percent | fils | points and its
 * value, Kuwait days it can be used (both included, null: no limit), total uses and uses per buyer
 * (null: no limit), the packages and passes it applies to (both empty: every one). A use is a
 * transaction naming it that has not failed: a pending checkout holds its use until it fails.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    value: integer('value').notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    packageIds: integer('package_ids').array().notNull().default(sql`'{}'::integer[]`),
    passIds: integer('pass_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: text('status').$type<CouponStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_kind', sql`${t.kind} in ('percent', 'fils', 'points')`),
    check('coupons_status', sql`${t.status} in ('active', 'paused', 'ended')`),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_dates_ordered', sql`${t.startsOn} IS NULL OR ${t.endsOn} IS NULL OR ${t.startsOn} <= ${t.endsOn}`),
  ],
);

/** A purchase attempt (spec: Transaction). user_id is nulled when the account is deleted. */
export const transactions = pgTable(
  'transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** A pass purchase names its pass, the days and names bought (points is then 0); a points purchase leaves them null. */
    passId: integer('pass_id').references(() => passes.id, { onDelete: 'set null' }),
    passDays: integer('pass_days'),
    passNameEn: text('pass_name_en'),
    passNameAr: text('pass_name_ar'),
    points: integer('points').notNull(),
    amountFils: integer('amount_fils').notNull(),
    /** A purchase with a coupon: the code as used, the fils it took off and the extra points (part of points). */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    discountFils: integer('discount_fils').notNull().default(0),
    bonusPoints: integer('bonus_points').notNull().default(0),
    /**
     * A gift (the offers issue): the recipient's address (trimmed, lower case) and the buyer's
     * message as typed. gift_status is null for an own purchase; a settled gift is 'waiting' until
     * the recipient's confirmed address claims it ('delivered', to gift_recipient_id), or
     * 'cancelled' by a refund while it waited.
     */
    giftEmail: text('gift_email'),
    giftMessage: text('gift_message'),
    giftStatus: text('gift_status').$type<GiftStatus>(),
    giftRecipientId: integer('gift_recipient_id').references(() => users.id, { onDelete: 'set null' }),
    giftDeliveredAt: timestamp('gift_delivered_at', { withTimezone: true }),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    /** Our order id, sent to the provider as CustomerReference. */
    transactionCode: text('transaction_code').notNull(),
    invoiceId: text('invoice_id'),
    paymentId: text('payment_id'),
    transactionId: text('transaction_id'),
    paymentUrl: text('payment_url'),
    failureReason: text('failure_reason'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** Set when the provider accepted the refund request (status becomes refunded). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_code_unique').on(t.transactionCode),
    uniqueIndex('transactions_invoice_unique').on(t.invoiceId),
    uniqueIndex('transactions_payment_unique').on(t.paymentId),
    index('transactions_user_idx').on(t.userId, t.createdAt),
    index('transactions_pending_idx').on(t.status, t.nextCheckAt),
    index('transactions_coupon_idx').on(t.couponId, t.userId),
    check('transactions_status', sql`${t.status} in ('pending', 'completed', 'failed', 'refunded')`),
    check('transactions_gift_status', sql`${t.giftStatus} in ('waiting', 'delivered', 'cancelled')`),
    index('transactions_gift_waiting_idx').on(t.giftEmail).where(sql`${t.giftStatus} = 'waiting'`),
  ],
);

/**
 * The days a settled pass purchase gave its buyer, once per purchase (the unique index). The
 * user's pass runs the grants end to end in the order they were granted; a refunded purchase's
 * grant is ended (ended_at) and its days drop out of the chain at once.
 */
export const passGrants = pgTable(
  'pass_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    passId: integer('pass_id').references(() => passes.id, { onDelete: 'set null' }),
    days: integer('days').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pass_grants_transaction_once').on(t.transactionId),
    index('pass_grants_user_idx').on(t.userId),
    check('pass_grants_days_positive', sql`${t.days} > 0`),
  ],
);

/**
 * An operator's refund of a completed purchase. One live refund per purchase (the partial unique
 * index): 'requesting' claims the purchase before the provider is asked, 'pending' and 'refunded'
 * follow the provider's answers; a refused request ends 'failed' and the purchase can be tried again.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    amountFils: integer('amount_fils').notNull(),
    /** Whether the operator asked to take the purchase's points back. */
    takePoints: boolean('take_points').notNull(),
    pointsTaken: integer('points_taken').notNull().default(0),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('requesting'),
    providerRefundId: text('provider_refund_id'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_live_once').on(t.transactionId).where(sql`${t.status} <> 'failed'`),
    index('refunds_transaction_idx').on(t.transactionId),
    check('refunds_status', sql`${t.status} in ('requesting', 'pending', 'refunded', 'failed')`),
    check('refunds_points_taken', sql`${t.pointsTaken} >= 0`),
  ],
);

/** State of the built-in MyFatoorah sandbox (only used when PAYMENT_PROVIDER=sandbox). */
export const sandboxInvoices = pgTable('sandbox_invoices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 6400001 }),
  invoiceValueFils: integer('invoice_value_fils').notNull(),
  customerName: text('customer_name'),
  customerEmail: text('customer_email'),
  customerReference: text('customer_reference'),
  userDefinedField: text('user_defined_field'),
  callbackUrl: text('callback_url'),
  errorUrl: text('error_url'),
  language: text('language').$type<Language>().notNull().default('en'),
  status: text('status').notNull().default('Pending'),
  transactions: jsonb('transactions').notNull().default(sql`'[]'::jsonb`),
  /** MakeRefund requests against this invoice, in the sandbox's own shape. */
  refunds: jsonb('refunds').notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
