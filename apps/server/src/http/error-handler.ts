import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '@app/shared/errors';
import { API_ERROR_STATUS } from './error-status';
import { isAppPage, isUnindexedPage } from '@app/shared/app-pages';
import { isConnectionError } from '../db/errors';
import { isDiskFull, type DiskFullWatch } from '../db/disk-full';
import { AppError } from './app-error';

function body(code: ApiErrorCode, message: string, extra: Partial<ApiErrorBody['error']> = {}): ApiErrorBody {
  return { error: { code, message, ...extra } };
}

function refuse(reply: FastifyReply, code: ApiErrorCode, message: string, extra: Partial<ApiErrorBody['error']> = {}) {
  return reply.status(API_ERROR_STATUS[code]).send(body(code, message, extra));
}

/** The first problem of each field (a problem of a list's item is the list's: its form field). */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Unknown API paths get a JSON 404; page paths get the web app (its router shows the 404 page). */
export function registerErrorHandling(app: FastifyInstance, options: { spaFallback: boolean; diskFull: DiskFullWatch }): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return refuse(reply, error.code, error.message, { fields: error.fields, details: error.details });
    }
    if (error instanceof ZodError) {
      const fields = zodFields(error);
      return refuse(reply, 'validation_failed', Object.values(fields)[0] ?? 'Invalid request', { fields });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status === 429 ? 'rate_limited' : 'bad_request', error.message));
    }
    const diskFull = isDiskFull(error);
    if (diskFull || isConnectionError(error)) {
      // The database is away (restart, failover) or its disk is full: the client says so and
      // offers to try again; /api/health reports the full disk.
      if (diskFull) options.diskFull.record();
      request.log.warn({ err: error }, diskFull ? 'database disk full' : 'database unavailable');
      return refuse(reply, 'service_unavailable', 'The service is busy, we are reconnecting. Please try again.');
    }
    request.log.error({ err: error }, 'request failed');
    return refuse(reply, 'internal', 'Something went wrong. Please try again later.');
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (options.spaFallback && isPage) {
      // The app for its own screens; for any other address the app too (it shows its not-found
      // page) but answered 404, so nothing counts it as a page. Not cached (modules/pages/static-web.ts).
      if (isUnindexedPage(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.status(isAppPage(pathname) ? 200 : 404).type('text/html').sendFile('index.html');
    }
    return refuse(reply, 'not_found', `No route ${request.method} ${pathname}`);
  });
}
