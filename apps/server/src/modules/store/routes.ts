import type { FastifyInstance } from 'fastify';
import type { MyPassResponse, StorePackagesResponse } from '@app/shared/contracts/store';
import { couponCheckRequestSchema, type StoreCoupon } from '@app/shared/contracts/coupons';
import type { AppContext } from '../../context';
import { requireUserId } from '../../core/session/index';
import { checkCoupon } from '../coupons/index';
import { activePassOf } from '../passes/index';
import { listStorePackages } from './service';

export function registerStoreRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.get('/api/store/packages', async (_request, reply): Promise<StorePackagesResponse> => {
    reply.header('cache-control', 'no-cache');
    return listStorePackages(db, config.payments.sandboxInProduction);
  });

  app.get('/api/store/my-pass', async (request, reply): Promise<MyPassResponse> => {
    const userId = requireUserId(request);
    reply.header('cache-control', 'no-store');
    const active = await activePassOf(db, userId);
    return { pass: active ? { nameEn: active.grant.nameEn, nameAr: active.grant.nameAr, until: active.until.toISOString() } : null };
  });

  /** "Have a code?": what the code gives and to which products; unknown codes count as guesses. */
  app.post('/api/store/coupon', async (request, reply): Promise<StoreCoupon> => {
    const userId = requireUserId(request);
    const { code } = couponCheckRequestSchema.parse(request.body ?? {});
    reply.header('cache-control', 'no-store');
    return checkCoupon(db, code, { userId, ip: request.ip });
  });
}
