import type { FastifyInstance } from 'fastify';
import type { OccasionsResponse } from '@app/shared/contracts/occasions';
import { occasionsWithCategories } from './shipped-occasions';

export function registerOccasionRoutes(app: FastifyInstance): void {
  /** The Hijri occasions and their categories; the page works out which is near in the player's own day. */
  app.get('/api/occasions', (_request, reply): OccasionsResponse => {
    reply.header('cache-control', 'no-cache');
    return { occasions: occasionsWithCategories() };
  });
}
