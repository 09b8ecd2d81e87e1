import type { FastifyInstance } from 'fastify';
import type { AdminOverviewResponse } from '@app/shared/contracts/overview';
import type { AdminPresenceResponse } from '@app/shared/contracts/presence';
import type { AppContext } from '../../context';
import { requireOperator } from '../../core/session/index';
import { listPresence } from '../presence/index';
import { adminOverview } from './overview';

/**
 * The operator console's overview and who is online (DECISIONS.md 18). Every other area registers
 * its own console routes beside its public ones.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
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
}
