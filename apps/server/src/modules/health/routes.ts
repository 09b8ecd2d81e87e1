import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function registerHealthRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });
  // Connection-quality probe (spec: HEAD /api/ping every 60 s). GET works too for tools.
  app.route({
    method: ['HEAD', 'GET'],
    url: '/api/ping',
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').status(204).send(),
  });
}
