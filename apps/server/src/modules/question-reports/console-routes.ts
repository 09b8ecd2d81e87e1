import type { FastifyInstance } from 'fastify';
import { questionReportStatusRequestSchema, type AdminQuestionReportsResponse } from '@app/shared/contracts/question-reports';
import type { AppContext } from '../../context';
import { requireOperator } from '../../core/session/index';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { listQuestionReports, setQuestionReportStatus } from './service';

/** The console's question reports: the hosts' reports, newest first, and the status an operator sets. */
export function registerQuestionReportConsoleRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/admin/question-reports', async (request, reply): Promise<AdminQuestionReportsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listQuestionReports(db);
  });

  app.patch('/api/admin/question-reports/:id', async (request, reply) => {
    const operator = await requireOperator(request, db);
    const id = pathId(request.params, () => notFound('Report not found.'));
    const { status } = questionReportStatusRequestSchema.parse(request.body ?? {});
    await setQuestionReportStatus(db, operator.id, id, status);
    return reply.status(204).send();
  });
}
