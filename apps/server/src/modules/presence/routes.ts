import type { FastifyInstance } from 'fastify';
import { presenceRequestSchema } from '@app/shared/contracts/presence';
import { requireUserId } from '../../core/session/index';
import type { PresenceRecorder } from './service';

/**
 * POST /api/presence: the signed-in page's heartbeat (state, connection quality, device), sent
 * over the session it already has. Also sent by the browser as the page closes.
 */
export function registerPresenceRoutes(app: FastifyInstance, recorder: PresenceRecorder): void {
  // Every signed-in page sends one every 30-60 s, so it skips the compression hooks (no answer body).
  app.post('/api/presence', { compress: false, decompress: false }, async (request, reply) => {
    const userId = requireUserId(request);
    recorder.record(userId, presenceRequestSchema.parse(request.body ?? {}));
    return reply.status(204).send();
  });
}
