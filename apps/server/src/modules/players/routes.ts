import type { FastifyInstance } from 'fastify';
import { pointsAdjustmentRequestSchema, type AdminUsersResponse, type PointsAdjustmentResponse } from '@app/shared/contracts/admin';
import { banRequestSchema, roleRequestSchema, type AdminPlayer, type AdminPlayerDetail, type OperatorsResponse } from '@app/shared/contracts/admin-players';
import type { AppContext } from '../../context';
import { type SessionCache, requireOperator } from '../../core/session/index';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { listOperators } from '../users/index';
import { banPlayer, setPlayerRole, unbanPlayer } from './player-access';
import { playerDetail } from './player-detail';
import { adjustPoints, findUsers } from './users';

const userId = (params: unknown) => pathId(params, () => notFound('User not found.'));

/** The console's players: search, a player's page, bans, the operator role and points adjustments. */
export function registerPlayerConsoleRoutes(app: FastifyInstance, { db, config }: AppContext, sessionCache: SessionCache): void {
  app.get('/api/admin/users', async (request, reply): Promise<AdminUsersResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    const query = (request.query as { q?: unknown }).q;
    return findUsers(db, typeof query === 'string' ? query.slice(0, 100) : '');
  });

  app.get('/api/admin/users/:id', async (request, reply): Promise<AdminPlayerDetail> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return playerDetail(db, userId(request.params), config.adminEmails);
  });

  app.post('/api/admin/users/:id/ban', async (request): Promise<AdminPlayer> => {
    const operator = await requireOperator(request, db);
    const id = userId(request.params);
    const { reason } = banRequestSchema.parse(request.body ?? {});
    const player = await banPlayer(db, { operatorId: operator.id, userId: id, adminEmails: config.adminEmails }, reason);
    sessionCache.revokeAll();
    return player;
  });

  app.delete('/api/admin/users/:id/ban', async (request): Promise<AdminPlayer> => {
    const operator = await requireOperator(request, db);
    return unbanPlayer(db, { operatorId: operator.id, userId: userId(request.params), adminEmails: config.adminEmails });
  });

  app.put('/api/admin/users/:id/role', async (request): Promise<AdminPlayer> => {
    const operator = await requireOperator(request, db);
    const id = userId(request.params);
    const { role } = roleRequestSchema.parse(request.body ?? {});
    return setPlayerRole(db, { operatorId: operator.id, userId: id, adminEmails: config.adminEmails }, role);
  });

  /** Every operator, with how and when the role was granted and by whom. */
  app.get('/api/admin/operators', async (request, reply): Promise<OperatorsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listOperators(db);
  });

  app.post('/api/admin/users/:id/points', async (request): Promise<PointsAdjustmentResponse> => {
    const operator = await requireOperator(request, db);
    const id = userId(request.params);
    const input = pointsAdjustmentRequestSchema.parse(request.body ?? {});
    return adjustPoints(db, { operatorId: operator.id, userId: id }, input);
  });
}
