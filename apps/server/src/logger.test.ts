import { describe, expect, it } from 'vitest';
import { safeError } from './logger';

describe('safeError (what the log keeps of an error)', () => {
  it('drops the query parameters, row details and extra fields a database error carries', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(layla@example.com) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert into "users" ("email", "phone") values ($1, $2)\nparams: layla@example.com,99887766', { cause }), {
      params: ['layla@example.com', '99887766'],
    });
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain('layla@example.com');
    expect(logged).not.toContain('99887766');
    expect(safeError(error)).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email", "phone") values ($1, $2)',
      cause: { type: 'Error', code: '23505', message: 'duplicate key value violates unique constraint "users_email"' },
    });
  });
});
