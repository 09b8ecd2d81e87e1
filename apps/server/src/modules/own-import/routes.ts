import type { FastifyInstance } from 'fastify';
import type { OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import { OWN_IMPORT_MAX_BYTES, ownImportRequestSchema, type OwnImportPreviewResponse } from '@app/shared/contracts/own-import';
import type { AppContext } from '../../context';
import { requireUserId } from '../../core/session/index';
import { pathId } from '../../http/path-id';
import { ownCategoryNotFound } from '../own-categories/index';
import { importOwnQuestions, previewOwnImport } from './service';

/** A file of OWN_IMPORT_MAX_BYTES, sent as JSON text (quotes and line breaks escaped), fits; anything larger is refused by its size. */
const BODY_LIMIT = OWN_IMPORT_MAX_BYTES * 3;

/** Importing into one of my categories (issue 29): another user's category is not found. */
export function registerOwnImportRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const limits = config.ownCategories;
  const categoryIdParam = (params: unknown) => pathId(params, ownCategoryNotFound);

  app.post('/api/my-categories/:id/import/preview', { bodyLimit: BODY_LIMIT }, async (request, reply): Promise<OwnImportPreviewResponse> => {
    const userId = requireUserId(request);
    const categoryId = categoryIdParam(request.params);
    reply.header('cache-control', 'no-store');
    return previewOwnImport(db, userId, categoryId, ownImportRequestSchema.parse(request.body ?? {}), limits);
  });

  app.post('/api/my-categories/:id/import', { bodyLimit: BODY_LIMIT }, async (request, reply): Promise<OwnCategoryResponse & { imported: number }> => {
    const userId = requireUserId(request);
    const categoryId = categoryIdParam(request.params);
    const result = await importOwnQuestions(db, userId, categoryId, ownImportRequestSchema.parse(request.body ?? {}), limits);
    reply.status(201);
    return result;
  });
}
