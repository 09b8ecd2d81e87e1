import type { FastifyInstance } from 'fastify';
import { feedbackRequestSchema, type FeedbackResponse } from '@app/shared/contracts/feedback';
import { feedbackStatusRequestSchema, type AdminFeedbackResponse } from '@app/shared/contracts/admin';
import type { AppContext } from '../../context';
import { requireOperator, requireUser } from '../../core/session/index';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { listFeedback, setFeedbackStatus } from './inbox';
import { submitFeedback } from './service';

const idParam = (params: unknown, message: string) => pathId(params, () => notFound(message));


export function registerFeedbackRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/api/feedback', async (request, reply): Promise<FeedbackResponse> => {
    const user = await requireUser(request, db);
    const input = feedbackRequestSchema.parse(request.body);
    reply.status(201);
    return submitFeedback(db, user, input);
  });

  app.get('/api/admin/feedback', async (request, reply): Promise<AdminFeedbackResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listFeedback(db);
  });

  app.patch('/api/admin/feedback/:id', async (request, reply) => {
    const operator = await requireOperator(request, db);
    const { status } = feedbackStatusRequestSchema.parse(request.body ?? {});
    await setFeedbackStatus(db, operator.id, idParam(request.params, 'Report not found.'), status);
    return reply.status(204).send();
  });
}
