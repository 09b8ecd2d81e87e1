import type { FastifyInstance } from 'fastify';
import {
  categoryActiveRequestSchema,
  categoryRequestSchema,
  questionCreateRequestSchema,
  questionEditRequestSchema,
  questionListQuerySchema,
  questionRelabelRequestSchema,
  type AdminCategoriesResponse,
  type AdminCategory,
  type AdminQuestion,
  type AdminQuestionsResponse,
  type QuestionHealthListResponse,
  type QuestionHealthResponse,
} from '@app/shared/contracts/admin';
import {
  CONTENT_EXPORT_FORMATS,
  contentFileRequestSchema,
  type ContentFileImportResponse,
  type ContentFilePreviewResponse,
} from '@app/shared/contracts/content-files';
import { CONTENT_FILE_MAX_CHARS } from '@app/shared/contracts/content-files';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { exportContentFile, importContentFile, previewContentFile } from './files/console-files';
import { createCategory, deleteCategory, listAdminCategories, setCategoryActive, updateCategory } from './console-categories';
import { mismatchedQuestions, questionHealth } from './question-health';
import { createQuestion, getQuestion, listQuestions, relabelQuestion, updateQuestion } from './console-questions';
import { requireOperator } from '../../core/session/index';

const categoryId = (params: unknown) => pathId(params, () => notFound('Category not found.'));
const questionId = (params: unknown) => pathId(params, () => notFound('Question not found.'));
/** A file's text as JSON, UTF-8 bytes of up to 3 per character, plus the envelope. */
const FILE_BODY_LIMIT = CONTENT_FILE_MAX_CHARS * 3 + 4096;

/**
 * The console's content studio (DECISIONS.md 18): categories, questions and their health, and the
 * question bank's files, all while the server runs. Question reports have their own console routes
 * (question-reports/console-routes.ts).
 */
export function registerContentConsoleRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/admin/categories', async (request, reply): Promise<AdminCategoriesResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listAdminCategories(db);
  });

  app.post('/api/admin/categories', async (request, reply): Promise<AdminCategory> => {
    const operator = await requireOperator(request, db);
    const input = categoryRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return createCategory(db, operator.id, input);
  });

  app.put('/api/admin/categories/:id', async (request): Promise<AdminCategory> => {
    const operator = await requireOperator(request, db);
    const id = categoryId(request.params);
    return updateCategory(db, operator.id, id, categoryRequestSchema.parse(request.body ?? {}));
  });

  app.patch('/api/admin/categories/:id', async (request, reply) => {
    const operator = await requireOperator(request, db);
    const id = categoryId(request.params);
    const { active } = categoryActiveRequestSchema.parse(request.body ?? {});
    await setCategoryActive(db, operator.id, id, active);
    return reply.status(204).send();
  });

  app.delete('/api/admin/categories/:id', async (request, reply) => {
    const operator = await requireOperator(request, db);
    await deleteCategory(db, operator.id, categoryId(request.params));
    return reply.status(204).send();
  });

  app.get('/api/admin/categories/:id/questions', async (request, reply): Promise<AdminQuestionsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    const id = categoryId(request.params);
    const { categories } = await listAdminCategories(db);
    if (!categories.some((category) => category.id === id)) throw notFound('Category not found.');
    return listQuestions(db, questionListQuerySchema.parse({ categoryId: id }), Number.POSITIVE_INFINITY);
  });

  app.get('/api/admin/questions', async (request, reply): Promise<AdminQuestionsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listQuestions(db, questionListQuerySchema.parse(request.query ?? {}));
  });

  app.post('/api/admin/questions', async (request, reply): Promise<AdminQuestion> => {
    const operator = await requireOperator(request, db);
    const input = questionCreateRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return createQuestion(db, operator.id, input);
  });

  app.get('/api/admin/questions/:id', async (request, reply): Promise<AdminQuestion> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return getQuestion(db, questionId(request.params));
  });

  app.put('/api/admin/questions/:id', async (request): Promise<AdminQuestion> => {
    const operator = await requireOperator(request, db);
    const id = questionId(request.params);
    return updateQuestion(db, operator.id, id, questionEditRequestSchema.parse(request.body ?? {}));
  });

  app.post('/api/admin/questions/:id/difficulty', async (request): Promise<AdminQuestion> => {
    const operator = await requireOperator(request, db);
    const id = questionId(request.params);
    const { difficulty } = questionRelabelRequestSchema.parse(request.body ?? {});
    return relabelQuestion(db, operator.id, id, difficulty);
  });

  app.get('/api/admin/questions/:id/health', async (request, reply): Promise<QuestionHealthResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    const id = questionId(request.params);
    await getQuestion(db, id);
    return { questionId: id, ...(await questionHealth(db, id)) };
  });

  app.get('/api/admin/question-health', async (request, reply): Promise<QuestionHealthListResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return mismatchedQuestions(db);
  });

  app.post(
    '/api/admin/content/preview',
    { bodyLimit: FILE_BODY_LIMIT },
    async (request): Promise<ContentFilePreviewResponse> => {
      await requireOperator(request, db);
      return previewContentFile(db, contentFileRequestSchema.parse(request.body ?? {}));
    },
  );

  app.post(
    '/api/admin/content/import',
    { bodyLimit: FILE_BODY_LIMIT },
    async (request): Promise<ContentFileImportResponse> => {
      const operator = await requireOperator(request, db);
      return importContentFile(db, operator.id, contentFileRequestSchema.parse(request.body ?? {}));
    },
  );

  app.get('/api/admin/content/export', async (request, reply) => {
    await requireOperator(request, db);
    const { format: requested, category } = request.query as { format?: unknown; category?: unknown };
    const format = CONTENT_EXPORT_FORMATS.find((known) => known === requested) ?? 'csv';
    const slug = typeof category === 'string' && category !== '' ? category.slice(0, 100) : undefined;
    const text = await exportContentFile(db, format, slug);
    const name = `${slug ?? 'question-bank'}.${format}`;
    reply
      .header('cache-control', 'no-store')
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`);
    return text;
  });
}
