import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DiskFullWatch } from '../../db/disk-full';

/** Load balancers poll health often: the database is asked at most once per interval. */
const HEALTH_INTERVAL_MS = 1000;

export function registerHealthRoutes(app: FastifyInstance, { db }: AppContext, diskFull: DiskFullWatch): void {
  let last: { at: number; check: Promise<boolean> } | undefined;
  const databaseReachable = () => {
    const now = Date.now();
    if (!last || now - last.at >= HEALTH_INTERVAL_MS) {
      last = {
        at: now,
        check: db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
      };
    }
    return last.check;
  };

  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await databaseReachable())) return reply.status(503).send({ status: 'error', database: 'unreachable' });
    if (diskFull.isFull()) return reply.status(503).send({ status: 'error', database: 'disk_full' });
    return { status: 'ok', database: 'ok' };
  });
  // Connection-quality probe (spec: HEAD /api/ping every 60 s). GET works too for tools.
  app.route({
    method: ['HEAD', 'GET'],
    url: '/api/ping',
    // No body either way: skip the compression hooks' per-request work.
    compress: false,
    decompress: false,
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').status(204).send(),
  });
}
