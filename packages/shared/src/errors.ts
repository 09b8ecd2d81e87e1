/**
 * Error codes the API answers with ({ error: { code, message } }). The client maps each code
 * to a message in the user's language; the English text is the spec's wording.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
] as const;
export type BaseErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    details?: unknown;
  };
};
