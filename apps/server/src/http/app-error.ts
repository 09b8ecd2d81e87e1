import type { ApiErrorCode } from '@app/shared/errors';
import { API_ERROR_STATUS } from './error-status';

/** A refusal the client can act on: stable code (its HTTP status is the code's) + English message (spec wording). */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = API_ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const unauthenticated = (message = 'Authentication required. Please log in again.') =>
  new AppError('unauthenticated', message);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message);
