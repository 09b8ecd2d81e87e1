import type { FastifyInstance } from 'fastify';
import {
  hideSharedCategoryRequestSchema,
  sharedReportRequestSchema,
  suggestionAcceptRequestSchema,
  suggestionDeclineRequestSchema,
  suggestionEditRequestSchema,
  suggestionListQuerySchema,
  suggestRequestSchema,
  type AdminSuggestion,
  type AdminSuggestionsResponse,
  type MySuggestion,
  type MySuggestionsResponse,
} from '@app/shared/contracts/suggestions';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { requireOperator, requireUser, requireUserId } from '../../core/session/index';
import { acceptSuggestion, declineSuggestion, editSuggestion, getSuggestion, listSuggestions } from './admin';
import { reportSharedCategory, setSharedCategoryHidden } from './hiding';
import { listMySuggestions, suggestOwnQuestion } from './service';

const categoryIdParam = (params: unknown) => pathId(params, () => notFound('Category not found.'));
const questionIdParam = (params: unknown) => pathId(params, () => notFound('Question not found.'), 'questionId');
const suggestionIdParam = (params: unknown) => pathId(params, () => notFound('Suggestion not found.'));
/** A share token as the path gives it; anything else is a link that does not exist. */
function tokenParam(params: unknown): string {
  const token = (params as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('Category not found.');
  return token;
}

/**
 * Suggesting own questions to the bank, the console's queue of suggestions, reports on a shared
 * category and the operators' hiding of one (issue 29).
 */
export function registerSuggestionRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/api/my-categories/:id/questions/:questionId/suggest', async (request, reply): Promise<MySuggestion> => {
    const userId = requireUserId(request);
    const categoryId = categoryIdParam(request.params);
    const questionId = questionIdParam(request.params);
    const input = suggestRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return suggestOwnQuestion(db, { userId, categoryId, questionId, input });
  });

  app.get('/api/my-suggestions', async (request, reply): Promise<MySuggestionsResponse> => {
    const userId = requireUserId(request);
    reply.header('cache-control', 'no-store');
    return listMySuggestions(db, userId);
  });

  app.post('/api/shared/:token/report', async (request, reply) => {
    const user = await requireUser(request, db);
    const token = tokenParam(request.params);
    const input = sharedReportRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return reportSharedCategory(db, user, token, input);
  });

  // --- The console ---------------------------------------------------------------------------------

  app.get('/api/admin/suggestions', async (request, reply): Promise<AdminSuggestionsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listSuggestions(db, suggestionListQuerySchema.parse(request.query ?? {}));
  });

  app.get('/api/admin/suggestions/:id', async (request, reply): Promise<AdminSuggestion> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return getSuggestion(db, suggestionIdParam(request.params));
  });

  app.put('/api/admin/suggestions/:id', async (request): Promise<AdminSuggestion> => {
    const operator = await requireOperator(request, db);
    const id = suggestionIdParam(request.params);
    return editSuggestion(db, operator.id, id, suggestionEditRequestSchema.parse(request.body ?? {}));
  });

  app.post('/api/admin/suggestions/:id/accept', async (request): Promise<AdminSuggestion> => {
    const operator = await requireOperator(request, db);
    const id = suggestionIdParam(request.params);
    const { categoryId } = suggestionAcceptRequestSchema.parse(request.body ?? {});
    return acceptSuggestion(db, operator.id, id, categoryId);
  });

  app.post('/api/admin/suggestions/:id/decline', async (request): Promise<AdminSuggestion> => {
    const operator = await requireOperator(request, db);
    const id = suggestionIdParam(request.params);
    const { reason } = suggestionDeclineRequestSchema.parse(request.body ?? {});
    return declineSuggestion(db, operator.id, id, reason);
  });

  app.post('/api/admin/shared-categories/:id/hide', async (request, reply) => {
    const operator = await requireOperator(request, db);
    const id = categoryIdParam(request.params);
    const { reason } = hideSharedCategoryRequestSchema.parse(request.body ?? {});
    await setSharedCategoryHidden(db, operator.id, id, { reason });
    return reply.status(204).send();
  });

  app.delete('/api/admin/shared-categories/:id/hide', async (request, reply) => {
    const operator = await requireOperator(request, db);
    await setSharedCategoryHidden(db, operator.id, categoryIdParam(request.params), null);
    return reply.status(204).send();
  });
}
