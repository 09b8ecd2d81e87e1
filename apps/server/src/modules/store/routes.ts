import type { FastifyInstance } from 'fastify';
import type { FeaturedOfferChoice, FeaturedOfferResponse, MyPassResponse, StorePackagesResponse } from '@app/shared/contracts/store';
import { featuredOfferRequestSchema, packageRequestSchema, type AdminPackage, type AdminPackagesResponse } from '@app/shared/contracts/admin';
import { couponCheckRequestSchema, type StoreCoupon } from '@app/shared/contracts/coupons';
import type { AppContext } from '../../context';
import { requireOperator, requireUserId } from '../../core/session/index';
import { checkCoupon } from '../coupons/index';
import { activePassOf } from '../passes/index';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { featuredOffer, getFeaturedChoice, setFeaturedChoice } from './featured';
import { createPackage, listPackages, updatePackage } from './packages-console';
import { listStorePackages } from './service';

const idParam = (params: unknown, message: string) => pathId(params, () => notFound(message));

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

  /** The landing page's featured offer, asked once the page is live (the page is built once). */
  app.get('/api/store/featured', async (_request, reply): Promise<FeaturedOfferResponse> => {
    reply.header('cache-control', 'no-cache');
    return { featured: await featuredOffer(db) };
  });

  app.get('/api/admin/featured-offer', async (request, reply): Promise<FeaturedOfferChoice> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return getFeaturedChoice(db);
  });

  app.put('/api/admin/featured-offer', async (request): Promise<FeaturedOfferChoice> => {
    const operator = await requireOperator(request, db);
    return setFeaturedChoice(db, operator.id, featuredOfferRequestSchema.parse(request.body ?? {}));
  });

  /** "Have a code?": what the code gives and to which products; unknown codes count as guesses. */
  app.post('/api/store/coupon', async (request, reply): Promise<StoreCoupon> => {
    const userId = requireUserId(request);
    const { code } = couponCheckRequestSchema.parse(request.body ?? {});
    reply.header('cache-control', 'no-store');
    return checkCoupon(db, code, { userId, ip: request.ip });
  });

  app.get('/api/admin/packages', async (request, reply): Promise<AdminPackagesResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listPackages(db);
  });

  app.post('/api/admin/packages', async (request, reply): Promise<AdminPackage> => {
    const operator = await requireOperator(request, db);
    const input = packageRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return createPackage(db, operator.id, input);
  });

  app.put('/api/admin/packages/:id', async (request): Promise<AdminPackage> => {
    const operator = await requireOperator(request, db);
    const id = idParam(request.params, 'Package not found.');
    return updatePackage(db, operator.id, id, packageRequestSchema.parse(request.body ?? {}));
  });
}
