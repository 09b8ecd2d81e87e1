import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyError, FastifyInstance } from 'fastify';
import { UPLOAD_KINDS, type UploadKind, type UploadResponse } from '@app/shared/contracts/uploads';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/app-error';
import { requireOperator } from '../../core/session/index';
import { CONTENT_TYPES } from './image-type';
import { storeUpload, tooLarge, uploadedFile } from './store';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function uploadKind(query: unknown): UploadKind {
  const kind = (query as { kind?: unknown } | undefined)?.kind;
  if ((UPLOAD_KINDS as readonly unknown[]).includes(kind)) return kind as UploadKind;
  throw new AppError('validation_failed', `kind must be one of ${UPLOAD_KINDS.join(', ')}`, { kind: 'invalid' });
}

/**
 * POST /api/admin/uploads?kind=… (operators; the body is the image's bytes) and GET /uploads/…
 * (everyone; cached for a year, the name being the content's hash).
 */
export async function registerUploadRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const settings = config.uploads;
  await app.register(async (scope) => {
    // Any body that is not JSON or text arrives as bytes, up to the limit.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: settings.maxBytes }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge(settings.maxBytes) : error;
    });
    scope.post(
      '/api/admin/uploads',
      {
        bodyLimit: settings.maxBytes,
        // Checked before the body is read: a visitor cannot make the server hold megabytes.
        onRequest: async (request) => void (await requireOperator(request, db)),
      },
      async (request, reply): Promise<UploadResponse> => {
        const kind = uploadKind(request.query);
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError('upload_not_image', 'This file is not an image: upload a PNG, JPEG or WebP image.');
        }
        reply.status(201);
        return storeUpload(settings, kind, request.body);
      },
    );
  });

  app.get('/uploads/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params as { kind: string; name: string };
    const found = uploadedFile(settings, kind, name);
    const size = found ? await stat(found.file).then((s) => s.size, () => null) : null;
    if (!found || size === null) throw notFound('Image not found.');
    return reply
      .header('content-type', CONTENT_TYPES[found.format])
      .header('content-length', size)
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .send(createReadStream(found.file));
  });
}
