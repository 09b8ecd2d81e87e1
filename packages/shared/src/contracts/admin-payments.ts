import { z } from 'zod';
import { TRANSACTION_FILTERS, type RefundStatus } from '../payment-constants';

/** POST /api/admin/transactions/:id/refund: the full amount, with the operator's reason. */
export const refundRequestSchema = z.object({
  reason: z.string({ error: 'refund_reason_required' }).trim().min(1, 'refund_reason_required').max(300, 'refund_reason_too_long'),
  /** false: refund the money and leave the points with the player (an explicit choice). */
  takePoints: z.boolean({ error: 'take_points_invalid' }),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** A purchase's refund as the console shows it. */
export type AdminRefund = {
  id: number;
  status: RefundStatus;
  amountFils: number;
  takePoints: boolean;
  pointsTaken: number;
  reason: string;
  providerRefundId: string | null;
  failureReason: string | null;
  createdAt: string;
};

/** refund_points_short's details: the player has already used `used` of the purchase's `points`. */
export type RefundPointsShort = { points: number; balance: number; used: number };

const day = z
  .string({ error: 'date_invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'date_invalid');

/** GET /api/admin/transactions: by status, buyer or ids, and the days they were made (Kuwait time, both included). */
export const adminTransactionsQuerySchema = z
  .object({
    status: z.enum(TRANSACTION_FILTERS).catch('all'),
    q: z.string().catch('').transform((v) => v.slice(0, 100)),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'date_range_invalid', path: ['to'] });
export type AdminTransactionsQuery = z.input<typeof adminTransactionsQuerySchema>;
