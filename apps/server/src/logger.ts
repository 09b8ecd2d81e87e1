import type { Config } from './config';

/** Pino options: never write secrets (cookies, passwords, tokens) to the log. */
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
    },
  };
}
