import type { FastifyInstance } from 'fastify';
import { couponRequestSchema, type AdminCoupon, type AdminCouponsResponse } from '@app/shared/contracts/coupons';
import type { AppContext } from '../../context';
import { requireOperator } from '../../core/session/index';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { createCoupon, listCoupons, updateCoupon } from './admin';

const idParam = (params: unknown, message: string) => pathId(params, () => notFound(message));

/** The console's coupons: list, create, change (its state too). */
export function registerCouponConsoleRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/admin/coupons', async (request, reply): Promise<AdminCouponsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listCoupons(db);
  });

  app.post('/api/admin/coupons', async (request, reply): Promise<AdminCoupon> => {
    const operator = await requireOperator(request, db);
    const input = couponRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return createCoupon(db, operator.id, input);
  });

  app.put('/api/admin/coupons/:id', async (request): Promise<AdminCoupon> => {
    const operator = await requireOperator(request, db);
    const id = idParam(request.params, 'Coupon not found.');
    return updateCoupon(db, operator.id, id, couponRequestSchema.parse(request.body ?? {}));
  });
}
