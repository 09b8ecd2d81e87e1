import type { AdminOverviewResponse } from '@app/shared/contracts/overview';
import type { FastifyInstance } from 'fastify';
import {
  feedbackStatusRequestSchema,
  notificationRequestSchema,
  packageRequestSchema,
  passRequestSchema,
  type AdminPass,
  type AdminPassesResponse,
  pointsAdjustmentRequestSchema,
  type AdminFeedbackResponse,
  type AdminPackage,
  type AdminPackagesResponse,
  type AdminUsersResponse,
  type PointsAdjustmentResponse,
  type AdminNotification,
  type AdminNotificationsResponse,
} from '@app/shared/contracts/admin';
import { banRequestSchema, roleRequestSchema, type AdminPlayer, type AdminPlayerDetail, type OperatorsResponse } from '@app/shared/contracts/admin-players';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import type { AdminPresenceResponse } from '@app/shared/contracts/presence';
import type { AppContext } from '../../context';
import { pathId } from '../../http/path-id';
import { notFound } from '../../http/app-error';
import { auditFilter, listOperatorActions } from '../audit/index';
import { type SessionCache, requireOperator } from '../../core/session/index';
import { listPresence } from '../presence/index';
import { listOperators } from '../users/index';
import { adminOverview } from './overview';
import { createPackage, listPackages, updatePackage } from './packages';
import { createPass, listPasses, updatePass } from './passes';
import { createCoupon, listCoupons, updateCoupon } from '../coupons/index';
import { couponRequestSchema, type AdminCoupon, type AdminCouponsResponse } from '@app/shared/contracts/coupons';
import { registerContentStudioRoutes } from './content-routes';
import { listFeedback, listNotifications, sendNotification, setFeedbackStatus } from './service';
import { banPlayer, setPlayerRole, unbanPlayer } from './player-access';
import { playerDetail } from './player-detail';
import { adjustPoints, findUsers } from './users';

const idParam = (params: unknown, message: string) => pathId(params, () => notFound(message));

/** The operator console's API (DECISIONS.md 18): the report inbox, notifications to players, packages,
 * players' points, the question bank, purchases. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext, sessionCache: SessionCache): void {
  const { db, config } = ctx;
  registerContentStudioRoutes(app, ctx);
  app.get('/api/admin/presence', async (request, reply): Promise<AdminPresenceResponse> => {
    const operator = await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    await app.presence.markViewing(operator.id);
    await app.presence.flush();
    return listPresence(db);
  });

  app.get('/api/admin/overview', async (request, reply): Promise<AdminOverviewResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    await app.presence.flush();
    return adminOverview(db);
  });

  app.get('/api/admin/feedback', async (request, reply): Promise<AdminFeedbackResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listFeedback(db);
  });

  app.patch('/api/admin/feedback/:id', async (request, reply) => {
    const operator = await requireOperator(request, db);
    const { status } = feedbackStatusRequestSchema.parse(request.body ?? {});
    await setFeedbackStatus(db, operator.id, idParam(request.params, 'Report not found.'), status);
    return reply.status(204).send();
  });

  app.get('/api/admin/notifications', async (request, reply): Promise<AdminNotificationsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listNotifications(db);
  });

  app.post('/api/admin/notifications', async (request, reply): Promise<AdminNotification> => {
    const operator = await requireOperator(request, db);
    const input = notificationRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return sendNotification(db, operator.id, input);
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

  app.get('/api/admin/passes', async (request, reply): Promise<AdminPassesResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listPasses(db);
  });

  app.post('/api/admin/passes', async (request, reply): Promise<AdminPass> => {
    const operator = await requireOperator(request, db);
    const input = passRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return createPass(db, operator.id, input);
  });

  app.put('/api/admin/passes/:id', async (request): Promise<AdminPass> => {
    const operator = await requireOperator(request, db);
    const id = idParam(request.params, 'Pass not found.');
    return updatePass(db, operator.id, id, passRequestSchema.parse(request.body ?? {}));
  });

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

  app.get('/api/admin/users', async (request, reply): Promise<AdminUsersResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    const query = (request.query as { q?: unknown }).q;
    return findUsers(db, typeof query === 'string' ? query.slice(0, 100) : '');
  });

  app.get('/api/admin/users/:id', async (request, reply): Promise<AdminPlayerDetail> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return playerDetail(db, idParam(request.params, 'User not found.'), config.adminEmails);
  });

  app.post('/api/admin/users/:id/ban', async (request): Promise<AdminPlayer> => {
    const operator = await requireOperator(request, db);
    const userId = idParam(request.params, 'User not found.');
    const { reason } = banRequestSchema.parse(request.body ?? {});
    const player = await banPlayer(db, { operatorId: operator.id, userId, adminEmails: config.adminEmails }, reason);
    sessionCache.revokeAll();
    return player;
  });

  app.delete('/api/admin/users/:id/ban', async (request): Promise<AdminPlayer> => {
    const operator = await requireOperator(request, db);
    const userId = idParam(request.params, 'User not found.');
    return unbanPlayer(db, { operatorId: operator.id, userId, adminEmails: config.adminEmails });
  });

  app.put('/api/admin/users/:id/role', async (request): Promise<AdminPlayer> => {
    const operator = await requireOperator(request, db);
    const userId = idParam(request.params, 'User not found.');
    const { role } = roleRequestSchema.parse(request.body ?? {});
    return setPlayerRole(db, { operatorId: operator.id, userId, adminEmails: config.adminEmails }, role);
  });

  /** Every operator, with how and when the role was granted and by whom. */
  app.get('/api/admin/operators', async (request, reply): Promise<OperatorsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listOperators(db);
  });

  app.post('/api/admin/users/:id/points', async (request): Promise<PointsAdjustmentResponse> => {
    const operator = await requireOperator(request, db);
    const userId = idParam(request.params, 'User not found.');
    const input = pointsAdjustmentRequestSchema.parse(request.body ?? {});
    return adjustPoints(db, { operatorId: operator.id, userId }, input);
  });

  app.get('/api/admin/audit', async (request, reply): Promise<AuditLogResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listOperatorActions(db, auditFilter(request.query));
  });
}
