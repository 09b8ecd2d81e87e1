import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

describe('POST /api/feedback', () => {
  it('refuses visitors with 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { title: 'x', content: 'y' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('stores the report with defaults, status new and who sent it', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Zainab', lastName: 'Kadhim', email: 'zainab@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie },
      payload: { title: '  Timer froze  ', content: 'The timer stopped at 12 seconds.' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(messages).where(eq(messages.id, response.json().id));
    expect(row).toMatchObject({
      userId: user.id,
      title: 'Timer froze',
      type: 'bug',
      priority: 'medium',
      status: 'new',
      content: 'The timer stopped at 12 seconds.',
      internalNotes: 'Submitted by Zainab Kadhim (Kuwait). Contact: zainab@example.com, +965 55512345',
    });
  });

  it.each([
    [{ title: '', content: 'x' }, 'title', 'title_required'],
    [{ title: 'x'.repeat(121), content: 'x' }, 'title', 'title_too_long'],
    [{ title: 'x', content: '   ' }, 'content', 'content_required'],
    [{ title: 'x', content: 'x', type: 'rant' }, 'type', 'type_invalid'],
    [{ title: 'x', content: 'x', priority: 'urgent' }, 'priority', 'priority_invalid'],
    // "Critical" is the operators' to give on triage, not the player's to choose.
    [{ title: 'x', content: 'x', priority: 'critical' }, 'priority', 'priority_invalid'],
  ])('refuses %o with 400 and the field code', async (payload, field, code) => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(code);
    expect(await t.ctx.db.select().from(messages)).toHaveLength(0);
  });
});
