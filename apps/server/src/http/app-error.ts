import type { ApiErrorCode } from '@app/shared/errors';

/** A refusal the client can act on: HTTP status + stable code + English message (spec wording). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const unauthenticated = (message = 'Authentication required. Please log in again.') =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message);
