import type { FastifyInstance } from 'fastify';
import {
  ownCategoryRequestSchema,
  ownQuestionRequestSchema,
  type OwnCategoriesResponse,
  type OwnCategoryResponse,
  type ShareLinkResponse,
  type SharedCategoryResponse,
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
import { copySharedCategory, openSharedCategory, revokeOwnCategoryShare, shareOwnCategory } from './sharing';

const categoryIdParam = (params: unknown) => pathId(params, ownCategoryNotFound);
/** A share token as the path gives it; anything else is a link that does not exist. */
function tokenParam(params: unknown): string {
  const token = (params as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw ownCategoryNotFound();
  return token;
}
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

  // --- Sharing by link (read only) ---------------------------------------------------------------

  app.post('/api/my-categories/:id/share', async (request, reply): Promise<ShareLinkResponse> => {
    const userId = requireUserId(request);
    reply.header('cache-control', 'no-store');
    reply.status(201);
    return shareOwnCategory(db, userId, categoryIdParam(request.params));
  });

  app.delete('/api/my-categories/:id/share', async (request, reply) => {
    const userId = requireUserId(request);
    await revokeOwnCategoryShare(db, userId, categoryIdParam(request.params));
    return reply.status(204).send();
  });

  app.get('/api/shared/:token', async (request, reply): Promise<SharedCategoryResponse> => {
    const userId = requireUserId(request);
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    return openSharedCategory(db, userId, tokenParam(request.params));
  });

  app.post('/api/shared/:token/copy', async (request, reply): Promise<OwnCategoryResponse> => {
    const userId = requireUserId(request);
    const category = await copySharedCategory(db, userId, tokenParam(request.params), limits);
    reply.status(201);
    return category;
  });
}
