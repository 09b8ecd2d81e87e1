import type { FastifyInstance } from 'fastify';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import type { AppContext } from '../../context';
import { requireOperator } from '../../core/session/index';
import { auditFilter, listOperatorActions } from './list';

/** The console's audit log, filtered by operator, action and day. */
export function registerAuditRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/admin/audit', async (request, reply): Promise<AuditLogResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listOperatorActions(db, auditFilter(request.query));
  });
}
