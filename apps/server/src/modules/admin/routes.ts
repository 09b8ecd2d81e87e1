import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  feedbackStatusRequestSchema,
  notificationRequestSchema,
  packageRequestSchema,
  pointsAdjustmentRequestSchema,
  categoryActiveRequestSchema,
  questionEditRequestSchema,
  type AdminCategoriesResponse,
  type AdminQuestion,
  type AdminQuestionsResponse,
  type AdminTransactionsResponse,
  type AdminFeedbackResponse,
  type AdminPackage,
  type AdminPackagesResponse,
  type AdminUsersResponse,
  type PointsAdjustmentResponse,
  type AdminNotification,
  type AdminNotificationsResponse,
} from '@app/shared/contracts/admin';
import type { AdminPresenceResponse } from '@app/shared/contracts/presence';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pathId } from '../../http/path-id';
import { forbidden, notFound } from '../../http/app-error';
import { requireUser } from '../auth/current-user';
import { listPresence } from '../presence/service';
import { createPackage, listPackages, updatePackage } from './packages';
import { listAdminCategories, listCategoryQuestions, setCategoryActive, updateQuestion } from './questions';
import { listFeedback, listNotifications, sendNotification, setFeedbackStatus } from './service';
import { listAllTransactions, transactionFilter } from './transactions';
import { adjustPoints, findUsers } from './users';

/** Operators only (the admin role, read fresh): a visitor gets 401, any other user 403. */
async function requireOperator(request: FastifyRequest, db: Db) {
  const user = await requireUser(request, db);
  if (user.role !== 'admin') throw forbidden('This page is for operators.');
  return user;
}

const idParam = (params: unknown, message: string) => pathId(params, () => notFound(message));

/** The operator console's API (DECISIONS.md 18): the report inbox, notifications to players, packages,
 * players' points, the question bank, purchases. */
export function registerAdminRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/admin/presence', async (request, reply): Promise<AdminPresenceResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    await app.presence.flush();
    return listPresence(db);
  });

  app.get('/api/admin/feedback', async (request, reply): Promise<AdminFeedbackResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listFeedback(db);
  });

  app.patch('/api/admin/feedback/:id', async (request, reply) => {
    await requireOperator(request, db);
    const { status } = feedbackStatusRequestSchema.parse(request.body ?? {});
    await setFeedbackStatus(db, idParam(request.params, 'Report not found.'), status);
    return reply.status(204).send();
  });

  app.get('/api/admin/notifications', async (request, reply): Promise<AdminNotificationsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listNotifications(db);
  });

  app.post('/api/admin/notifications', async (request, reply): Promise<AdminNotification> => {
    const operator = await requireOperator(request, db);
    const input = notificationRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return sendNotification(db, operator.id, input);
  });

  app.get('/api/admin/packages', async (request, reply): Promise<AdminPackagesResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listPackages(db);
  });

  app.post('/api/admin/packages', async (request, reply): Promise<AdminPackage> => {
    await requireOperator(request, db);
    const input = packageRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return createPackage(db, input);
  });

  app.put('/api/admin/packages/:id', async (request): Promise<AdminPackage> => {
    await requireOperator(request, db);
    const id = idParam(request.params, 'Package not found.');
    return updatePackage(db, id, packageRequestSchema.parse(request.body ?? {}));
  });

  app.get('/api/admin/users', async (request, reply): Promise<AdminUsersResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    const query = (request.query as { q?: unknown }).q;
    return findUsers(db, typeof query === 'string' ? query.slice(0, 100) : '');
  });

  app.post('/api/admin/users/:id/points', async (request): Promise<PointsAdjustmentResponse> => {
    const operator = await requireOperator(request, db);
    const userId = idParam(request.params, 'User not found.');
    const input = pointsAdjustmentRequestSchema.parse(request.body ?? {});
    return adjustPoints(db, { operatorId: operator.id, userId }, input);
  });

  app.get('/api/admin/categories', async (request, reply): Promise<AdminCategoriesResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listAdminCategories(db);
  });

  app.patch('/api/admin/categories/:id', async (request, reply) => {
    await requireOperator(request, db);
    const id = idParam(request.params, 'Category not found.');
    const { active } = categoryActiveRequestSchema.parse(request.body ?? {});
    await setCategoryActive(db, id, active);
    return reply.status(204).send();
  });

  app.get('/api/admin/categories/:id/questions', async (request, reply): Promise<AdminQuestionsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listCategoryQuestions(db, idParam(request.params, 'Category not found.'));
  });

  app.put('/api/admin/questions/:id', async (request): Promise<AdminQuestion> => {
    await requireOperator(request, db);
    const id = idParam(request.params, 'Question not found.');
    return updateQuestion(db, id, questionEditRequestSchema.parse(request.body ?? {}));
  });

  app.get('/api/admin/transactions', async (request, reply): Promise<AdminTransactionsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    const { status, q } = request.query as { status?: unknown; q?: unknown };
    return listAllTransactions(db, { status: transactionFilter(status), query: typeof q === 'string' ? q.slice(0, 100) : '' });
  });
}
