import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../app';
import { randomIp, seedUser } from '../factories';
import { countQueries } from '../query-counter';

/** Finding 9: forgot-password answers known and unknown addresses after the same work. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** The work left for after the answer (mailer.later), held back so the answer's own statements can be counted. */
const deferred: (() => Promise<void>)[] = [];
const forgot = async (email: string) => {
  const spy = vi.spyOn(t.app.mailer, 'later').mockImplementation((work) => void deferred.push(work));
  try {
    return await countQueries(t.database, () => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers: { 'x-forwarded-for': randomIp() } }));
  } finally {
    spy.mockRestore();
  }
};

describe('forgot password: equal work', () => {
  it('sends the same statements before answering, whether or not the address has an account', async () => {
    const user = await seedUser(t.ctx.db);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.result.json()).toEqual({ ok: true });
    expect(unknown.result.json()).toEqual({ ok: true });
    const shape = (statements: string[]) => statements.map((sql) => sql.replace(/\s+/g, ' ').slice(0, 60));
    expect(shape(known.statements)).toEqual(shape(unknown.statements));
    expect(known.statements.some((sql) => sql.includes('password_reset_tokens'))).toBe(false);
    // The link is still made and mailed, after the answer; for the unknown address nothing is.
    expect(deferred).toHaveLength(2);
    for (const work of deferred) await work();
    await t.app.mailer.idle();
    const tokens = await t.ctx.db.select().from(passwordResetTokens);
    expect(tokens.map((row) => row.userId)).toEqual([user.id]);
  });
});
