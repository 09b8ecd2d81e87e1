import type { Config } from './config';

type LoggedError = { type: string; code?: string; message: string; stack?: string; cause?: LoggedError };

/**
 * An error as the log keeps it: its kind, code, message and call stack, never the query
 * parameters, row details or request data that database and driver errors carry (e-mails,
 * phone numbers, notes). A failed query keeps its SQL text, whose values are placeholders.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const message = error.message.split(/\n\s*params:/)[0]!.slice(0, 2000);
  const code = (error as { code?: unknown }).code;
  const stack = error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message,
    ...(stack ? { stack } : {}),
    ...(error.cause && depth < 3 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}

/** Pino options: never write secrets (cookies, passwords, tokens) or personal data to the log. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        // Reset links carry their token in the query: log the path only.
        return { method: request.method, url: request.url.split('?')[0], ip: request.ip };
      },
      err: safeError,
    },
  };
}
