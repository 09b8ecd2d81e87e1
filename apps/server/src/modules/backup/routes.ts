import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BACKUP_PATH } from '../../db/backup';
import { forbidden, notFound } from '../../http/app-error';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/operator/backup: the embedded database's snapshot, for `npm run backup` on the same
 * machine (the data folder is locked while the server runs). Only a direct connection from this
 * machine (not one forwarded by a proxy) with `Authorization: Bearer <BACKUP_KEY>` gets it; the
 * key is in DATA_DIR, readable by the server's user only.
 */
export function registerBackupRoutes(app: FastifyInstance, { config, database }: AppContext): void {
  const snapshot = database.snapshot?.bind(database);
  if (!snapshot) return;
  app.get(BACKUP_PATH, async (request, reply) => {
    const direct = LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
    if (!direct) throw notFound(`No route GET ${BACKUP_PATH}`);
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, config.backupKey)) throw forbidden('A valid BACKUP_KEY is required.');
    const blob = await snapshot();
    request.log.info({ bytes: blob.size }, 'backup taken');
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="quiz-backup.tar.gz"')
      .type('application/gzip')
      .send(Buffer.from(await blob.arrayBuffer()));
  });
}
