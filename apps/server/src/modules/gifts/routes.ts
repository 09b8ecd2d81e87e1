import type { FastifyInstance } from 'fastify';
import type { ClaimGiftsResponse } from '@app/shared/contracts/payments';
import type { AppContext } from '../../context';
import { requireUser } from '../../core/session/index';
import { claimGifts } from './claim';

/** The gift page's button (and its first look): the caller's waiting gifts, delivered once. */
export function registerGiftRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/api/gifts/claim', async (request, reply): Promise<ClaimGiftsResponse> => {
    const user = await requireUser(request, db);
    reply.header('cache-control', 'no-store');
    return claimGifts(db, user);
  });
}
