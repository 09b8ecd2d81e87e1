import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategory } from '../../../test/content-factory';
import { seedSignedInUser, seedUser } from '../../../test/factories';
import { questions } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const log = async (cookie: string, query = '') => (await call('GET', `/api/admin/audit${query}`, cookie)).json<AuditLogResponse>();

describe('audit log', () => {
  it('records who changed what, with the values before and after, newest first', async () => {
    const huda = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
    const player = await seedUser(t.ctx.db, { points: 2 });
    expect((await call('POST', `/api/admin/users/${player.id}/points`, huda.cookie, { change: 5, reason: 'Gift' })).statusCode).toBe(200);
    const created = await call('POST', '/api/admin/packages', huda.cookie, { points: 3, price: '2.750' });
    const packageId = created.json<{ id: number }>().id;
    await call('PUT', `/api/admin/packages/${packageId}`, huda.cookie, { points: 3, price: '2.500' });

    const { entries, actions, operators } = await log(huda.cookie);
    expect(entries.map((e) => [e.action, e.target, e.operator])).toEqual([
      ['package.update', `package:${packageId}`, { id: huda.user.id, email: 'huda@example.com' }],
      ['package.create', `package:${packageId}`, { id: huda.user.id, email: 'huda@example.com' }],
      ['points.adjust', `user:${player.id}`, { id: huda.user.id, email: 'huda@example.com' }],
    ]);
    expect(entries[2]).toMatchObject({ before: { points: 2 }, after: { points: 7, change: 5, reason: 'Gift' } });
    expect(entries[0]).toMatchObject({ before: { priceFils: 2750 }, after: { priceFils: 2500 } });
    expect(entries[1]!.before).toBeNull();
    expect(actions).toEqual(['package.create', 'package.update', 'points.adjust']);
    expect(operators).toEqual([{ id: huda.user.id, email: 'huda@example.com' }]);
  });

  it('records nothing when the change is refused', async () => {
    const huda = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const player = await seedUser(t.ctx.db, { points: 2 });
    expect((await call('POST', `/api/admin/users/${player.id}/points`, huda.cookie, { change: -3, reason: 'Oops' })).statusCode).toBe(409);
    expect((await call('PUT', '/api/admin/packages/999', huda.cookie, { points: 3, price: '2.500' })).statusCode).toBe(404);
    expect((await log(huda.cookie)).entries).toEqual([]);
  });

  it('records notifications, category visibility and question edits; filters by operator and action', async () => {
    const huda = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
    const ali = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'ali@example.com' });
    const category = await seedCategory(t.ctx.db);
    const [question] = await t.ctx.db.select().from(questions).where(eq(questions.id, category.questionIds.easy[0]!));
    await call('POST', '/api/admin/notifications', huda.cookie, { title: 'Hello', body: 'New categories', titleAr: 'مرحبا', bodyAr: 'فئات جديدة' });
    await call('PATCH', `/api/admin/categories/${category.id}`, ali.cookie, { active: false });
    const edit = await call('PUT', `/api/admin/questions/${question!.id}`, ali.cookie, {
      questionAr: 'سؤال مصحح',
      answerAr: question!.answerAr,
      questionEn: '',
      answerEn: '',
      acceptedAnswersAr: [],
      acceptedAnswersEn: [],
      active: true,
    });
    expect(edit.statusCode).toBe(200);

    const all = await log(huda.cookie);
    expect(all.entries.map((e) => e.action)).toEqual(['question.update', 'category.visibility', 'notification.send']);
    expect(all.entries[1]).toMatchObject({ target: `category:${category.id}`, before: { active: true }, after: { active: false } });
    expect(all.entries[0]).toMatchObject({ before: { questionAr: question!.questionAr }, after: { questionAr: 'سؤال مصحح' } });
    expect((await log(huda.cookie, `?operator=${ali.user.id}`)).entries.map((e) => e.action)).toEqual(['question.update', 'category.visibility']);
    expect((await log(huda.cookie, '?action=notification.send')).entries.map((e) => e.operator.email)).toEqual(['huda@example.com']);
    expect((await log(huda.cookie, '?operator=abc&action=DROP TABLE')).entries).toHaveLength(3);
  });
});
