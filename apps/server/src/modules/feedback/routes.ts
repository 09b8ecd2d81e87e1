import type { FastifyInstance } from 'fastify';
import { feedbackRequestSchema, type FeedbackResponse } from '@app/shared/contracts/feedback';
import type { AppContext } from '../../context';
import { requireUser } from '../../core/session/index';
import { submitFeedback } from './service';

export function registerFeedbackRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/api/feedback', async (request, reply): Promise<FeedbackResponse> => {
    const user = await requireUser(request, db);
    const input = feedbackRequestSchema.parse(request.body);
    reply.status(201);
    return submitFeedback(db, user, input);
  });
}
