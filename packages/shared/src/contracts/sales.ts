import { z } from 'zod';

const day = z
  .string({ error: 'date_invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')
  .refine((v) => {
    const at = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(v);
  }, 'date_invalid');

/** GET /api/admin/sales: the days counted (Kuwait time, both included; by default the last 30). */
export const salesQuerySchema = z.object({ from: day.optional(), to: day.optional() }).refine((v) => !v.from || !v.to || v.from <= v.to, {
  message: 'date_range_invalid',
  path: ['to'],
});
export type SalesQuery = z.input<typeof salesQuerySchema>;

/** Paid purchases (paid in the period) and refunds (refunded in the period), in fils. */
export type SalesFigures = {
  paidCount: number;
  paidFils: number;
  refundCount: number;
  refundFils: number;
};

/** One offer: a package (its points), a pass (its names), or a removed one (id null). */
export type SalesOffer = SalesFigures &
  (
    | { kind: 'package'; id: number | null; points: number | null }
    | {
        kind: 'pass';
        id: number | null;
        nameEn: string | null;
        nameAr: string | null;
      }
  );

export type SalesCoupon = SalesFigures & {
  id: number | null;
  code: string;
  discountFils: number;
};

export type SalesResponse = {
  from: string;
  to: string;
  offers: SalesOffer[];
  coupons: SalesCoupon[];
  total: SalesFigures;
};
