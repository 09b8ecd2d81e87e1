import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getSiteInfo } from './service';

export function registerSiteRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/site', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return getSiteInfo(db);
  });
}
