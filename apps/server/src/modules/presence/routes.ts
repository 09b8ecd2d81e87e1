import type { FastifyInstance } from 'fastify';
import { presenceRequestSchema } from '@app/shared/contracts/presence';
import type { AppContext } from '../../context';
import { requireUserId } from '../auth/current-user';
import { recordHeartbeat } from './service';

/**
 * POST /api/presence: the signed-in page's heartbeat (state, connection quality, device), sent
 * over the session it already has. Also sent by the browser as the page closes.
 */
export function registerPresenceRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/api/presence', async (request, reply) => {
    const userId = requireUserId(request);
    const heartbeat = presenceRequestSchema.parse(request.body ?? {});
    await recordHeartbeat(db, userId, heartbeat);
    return reply.status(204).send();
  });
}
