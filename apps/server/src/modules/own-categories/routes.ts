import type { FastifyInstance } from 'fastify';
import {
  ownCategoryRequestSchema,
  ownQuestionRequestSchema,
  type OwnCategoriesResponse,
  type OwnCategoryResponse,
} from '@app/shared/contracts/own-categories';
import type { AppContext } from '../../context';
import { pathId } from '../../http/path-id';
import { requireUserId } from '../../core/session/index';
import {
  addOwnQuestion,
  createOwnCategory,
  deleteOwnCategory,
  deleteOwnQuestion,
  getOwnCategory,
  languageOfOwnCategory,
  listOwnCategories,
  ownCategoryNotFound,
  updateOwnCategory,
  updateOwnQuestion,
} from './service';
import { notFound } from '../../http/app-error';

const categoryIdParam = (params: unknown) => pathId(params, ownCategoryNotFound);
const questionIdParam = (params: unknown) => pathId(params, () => notFound('Question not found.'), 'questionId');

/** My categories (issue 29): every route answers for the caller's own categories only; another's is not found. */
export function registerOwnCategoryRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const limits = config.ownCategories;

  app.get('/api/my-categories', async (request, reply): Promise<OwnCategoriesResponse> => {
    const userId = requireUserId(request);
    reply.header('cache-control', 'no-store');
    return listOwnCategories(db, userId, limits);
  });

  app.post('/api/my-categories', async (request, reply): Promise<OwnCategoryResponse> => {
    const userId = requireUserId(request);
    const input = ownCategoryRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return createOwnCategory(db, userId, input, limits);
  });

  app.get('/api/my-categories/:id', async (request, reply): Promise<OwnCategoryResponse> => {
    const userId = requireUserId(request);
    reply.header('cache-control', 'no-store');
    return getOwnCategory(db, userId, categoryIdParam(request.params));
  });

  app.put('/api/my-categories/:id', async (request): Promise<OwnCategoryResponse> => {
    const userId = requireUserId(request);
    const categoryId = categoryIdParam(request.params);
    const input = ownCategoryRequestSchema.parse(request.body ?? {});
    return updateOwnCategory(db, userId, categoryId, input);
  });

  app.delete('/api/my-categories/:id', async (request, reply) => {
    const userId = requireUserId(request);
    await deleteOwnCategory(db, userId, categoryIdParam(request.params));
    return reply.status(204).send();
  });

  app.post('/api/my-categories/:id/questions', async (request, reply): Promise<OwnCategoryResponse> => {
    const userId = requireUserId(request);
    const categoryId = categoryIdParam(request.params);
    const language = await languageOfOwnCategory(db, userId, categoryId);
    const question = ownQuestionRequestSchema(language).parse(request.body ?? {});
    reply.status(201);
    return addOwnQuestion(db, { userId, categoryId, question, limits });
  });

  app.put('/api/my-categories/:id/questions/:questionId', async (request): Promise<OwnCategoryResponse> => {
    const userId = requireUserId(request);
    const categoryId = categoryIdParam(request.params);
    const questionId = questionIdParam(request.params);
    const language = await languageOfOwnCategory(db, userId, categoryId);
    const question = ownQuestionRequestSchema(language).parse(request.body ?? {});
    return updateOwnQuestion(db, { userId, categoryId, questionId, question });
  });

  app.delete('/api/my-categories/:id/questions/:questionId', async (request): Promise<OwnCategoryResponse> => {
    const userId = requireUserId(request);
    return deleteOwnQuestion(db, userId, categoryIdParam(request.params), questionIdParam(request.params));
  });
}
