import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminFeedbackResponse,
  AdminNotificationsResponse,
  AdminPackagesResponse,
  AdminTransactionsResponse,
  AdminUsersResponse,
} from '@app/shared/contracts/admin';
import { checkout, packageId, payOnSandbox, CARDS } from '../../../test/payments';
import { seedPackages } from '../store/service';
import type { StorePackagesResponse } from '@app/shared/contracts/store';
import { EVENTS_CHANNEL, type ServerEvent } from '@app/shared/contracts/events';
import { createTestApp, type TestApp } from '../../../test/app';
import { injectAs, seedSignedInOperator, seedSignedInUser, seedUser } from '../../../test/factories';
import { pointLedger } from '../../db/schema/index';
import { ledgerSum } from '../points/ledger';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const operator = () => seedSignedInOperator(t.app, t.ctx.db);
const call = (method: Parameters<typeof injectAs>[1], url: string, cookie?: string, payload?: object) => injectAs(t.app, method, url, cookie, payload);

describe('operator API', () => {
  it('answers 401 to a visitor and 403 to a player on every route, and changes nothing', async () => {
    const player = await seedSignedInUser(t.app, t.ctx.db);
    const routes = [
      ['GET', '/api/admin/feedback'],
      ['PATCH', '/api/admin/feedback/1', { status: 'read' }],
      ['GET', '/api/admin/notifications'],
      ['POST', '/api/admin/notifications', { title: 'Hi', body: 'Everyone', bodyAr: 'الجميع' }],
      ['GET', '/api/admin/packages'],
      ['POST', '/api/admin/packages', { points: 1, price: '0.100' }],
      ['PUT', '/api/admin/packages/1', { points: 1, price: '0.100' }],
      ['GET', '/api/admin/users?q=zahra'],
      ['POST', `/api/admin/users/${player.user.id}/points`, { change: 5, reason: 'Gift' }],
      ['GET', '/api/admin/categories'],
      ['PATCH', '/api/admin/categories/1', { active: false }],
      ['GET', '/api/admin/categories/1/questions'],
      ['PUT', '/api/admin/questions/1', { questionAr: 'س', answerAr: 'ج' }],
      ['GET', '/api/admin/transactions'],
      ['GET', '/api/admin/sales?from=2026-03-01&to=2026-03-02'],
      ['POST', '/api/admin/transactions/1/refund', { reason: 'Double charge', takePoints: true }],
      ['POST', '/api/admin/transactions/1/recheck'],
      ['POST', '/api/admin/categories', { slug: 'x', nameAr: 'س', nameEn: 'x' }],
      ['PUT', '/api/admin/categories/1', { slug: 'x', nameAr: 'س', nameEn: 'x' }],
      ['DELETE', '/api/admin/categories/1'],
      ['GET', '/api/admin/questions?q=x'],
      ['POST', '/api/admin/questions', { categoryId: 1, difficulty: 'easy', questionAr: 'س', answerAr: 'ج' }],
      ['GET', '/api/admin/questions/1'],
      ['GET', '/api/admin/questions/1/health'],
      ['GET', '/api/admin/question-health'],
      ['GET', '/api/admin/question-reports'],
      ['PATCH', '/api/admin/question-reports/1', { status: 'resolved' }],
      ['POST', '/api/admin/content/preview', { fileName: 'a.csv', text: 'category' }],
      ['POST', '/api/admin/content/import', { fileName: 'a.csv', text: 'category' }],
      ['GET', '/api/admin/content/export'],
      ['GET', '/api/admin/occasions'],
      ['POST', '/api/admin/occasions', { nameEn: 'Lecture night', nameAr: 'ليلة المحاضرة', kind: 'gathering', startMonth: 4, startDay: 15, categories: ['a', 'b', 'c', 'd', 'e', 'f'] }],
      ['PUT', '/api/admin/occasions/ashura/categories', { categories: ['a', 'b', 'c', 'd', 'e', 'f'] }],
      ['DELETE', '/api/admin/occasions/ashura/categories'],
      ['DELETE', '/api/admin/occasions/centre-lecture-night'],
    ] as const;
    for (const [method, url, payload] of routes) {
      const visitor = await call(method, url, undefined, payload);
      expect([url, visitor.statusCode, visitor.json().error.code]).toEqual([url, 401, 'unauthenticated']);
      const refused = await call(method, url, player.cookie, payload);
      expect([url, refused.statusCode, refused.json().error]).toEqual([
        url,
        403,
        { code: 'forbidden', message: 'This page is for operators.' },
      ]);
    }
    const { cookie } = await operator();
    expect((await call('GET', '/api/admin/notifications', cookie)).json()).toEqual({ notifications: [] });
  });

  it('lists reports newest first with their sender, and keeps the status an operator sets', async () => {
    const player = await seedSignedInUser(t.app, t.ctx.db, {
      firstName: 'Zainab',
      lastName: 'Kadhim',
      email: 'zainab@example.com',
    });
    for (const title of ['Timer froze', 'Typo in a question']) {
      expect(
        (
          await call('POST', '/api/feedback', player.cookie, {
            title,
            content: `${title}: details`,
            type: 'bug',
          })
        ).statusCode,
      ).toBe(201);
    }
    const { cookie } = await operator();
    const inbox = (await call('GET', '/api/admin/feedback', cookie)).json() as AdminFeedbackResponse;
    expect(inbox.items.map((item) => [item.title, item.status, item.type, item.priority])).toEqual([
      ['Typo in a question', 'new', 'bug', 'medium'],
      ['Timer froze', 'new', 'bug', 'medium'],
    ]);
    expect(inbox.items[1]).toMatchObject({
      content: 'Timer froze: details',
      sender: 'Zainab Kadhim (Kuwait). Contact: zainab@example.com, +965 55512345',
    });

    const id = inbox.items[1]!.id;
    expect(
      (
        await call('PATCH', `/api/admin/feedback/${id}`, cookie, {
          status: 'resolved',
        })
      ).statusCode,
    ).toBe(204);
    const after = (await call('GET', '/api/admin/feedback', cookie)).json() as AdminFeedbackResponse;
    expect(after.items.map((item) => item.status)).toEqual(['new', 'resolved']);

    const bad = await call('PATCH', `/api/admin/feedback/${id}`, cookie, {
      status: 'archived',
    });
    expect([bad.statusCode, bad.json().error.fields]).toEqual([400, { status: 'status_invalid' }]);
    for (const url of ['/api/admin/feedback/999999', '/api/admin/feedback/abc']) {
      const missing = await call('PATCH', url, cookie, { status: 'read' });
      expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'not_found']);
    }
  });

  it('sends a notification in both languages to every open tab once saved, and lists what was sent', async () => {
    const heard: ServerEvent[] = [];
    const stop = await t.database.listen(EVENTS_CHANNEL, (payload) => heard.push(JSON.parse(payload) as ServerEvent));
    try {
      const { cookie } = await operator();
      const sent = await call('POST', '/api/admin/notifications', cookie, {
        title: '  Eid quiz night  ',
        body: 'New questions tonight.',
        titleAr: ' ليلة مسابقة العيد ',
        bodyAr: 'أسئلة جديدة الليلة.',
      });
      expect(sent.statusCode).toBe(201);
      const id = sent.json().id as number;
      await expect
        .poll(() => heard)
        .toContainEqual({
          type: 'notification',
          id,
          title: 'Eid quiz night',
          body: 'New questions tonight.',
          titleAr: 'ليلة مسابقة العيد',
          bodyAr: 'أسئلة جديدة الليلة.',
        });

      const untitled = await call('POST', '/api/admin/notifications', cookie, {
        body: 'Maintenance at midnight.',
        bodyAr: 'صيانة عند منتصف الليل.',
      });
      expect(untitled.json()).toMatchObject({
        title: '',
        body: 'Maintenance at midnight.',
        titleAr: '',
        bodyAr: 'صيانة عند منتصف الليل.',
      });
      const list = (await call('GET', '/api/admin/notifications', cookie)).json() as AdminNotificationsResponse;
      expect(list.notifications.map((n) => [n.title, n.body, n.titleAr, n.bodyAr])).toEqual([
        ['', 'Maintenance at midnight.', '', 'صيانة عند منتصف الليل.'],
        ['Eid quiz night', 'New questions tonight.', 'ليلة مسابقة العيد', 'أسئلة جديدة الليلة.'],
      ]);
    } finally {
      await stop();
    }
  });

  it('refuses an empty or too long notification with a code per field and sends nothing', async () => {
    const { cookie } = await operator();
    for (const [payload, fields] of [
      [{ title: 'x', body: '   ', bodyAr: 'نعم' }, { body: 'body_required' }],
      [{ title: 'x'.repeat(101), body: 'ok', bodyAr: 'نعم' }, { title: 'title_too_long' }],
      [{ body: 'y'.repeat(501), bodyAr: 'نعم' }, { body: 'body_too_long' }],
      [{ body: 'ok' }, { bodyAr: 'body_ar_required' }],
      [{ body: 'ok', titleAr: 'ع'.repeat(101), bodyAr: 'ع'.repeat(501) }, { titleAr: 'title_ar_too_long', bodyAr: 'body_ar_too_long' }],
    ] as const) {
      const response = await call('POST', '/api/admin/notifications', cookie, payload);
      expect([response.statusCode, response.json().error.fields]).toEqual([400, fields]);
    }
    expect((await call('GET', '/api/admin/notifications', cookie)).json()).toEqual({ notifications: [] });
  });
});

describe('packages (prices)', () => {
  const store = async () => ((await call('GET', '/api/store/packages')).json() as StorePackagesResponse).packages;

  it('adds a package the store shows at once, changes its price, and hides it', async () => {
    const { cookie } = await operator();
    const created = await call('POST', '/api/admin/packages', cookie, {
      points: 3,
      price: ' 2.75 ',
      badgeEn: 'Popular',
      badgeAr: 'شائع',
      sortOrder: 20,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual({
      id,
      points: 3,
      priceFils: 2750,
      badgeEn: 'Popular',
      badgeAr: 'شائع',
      sortOrder: 20,
      active: true,
      saleFrom: null,
      saleTo: null,
    });
    expect((await store()).map((p) => [p.id, p.points, p.priceFils, p.badgeEn])).toEqual([[id, 3, 2750, 'Popular']]);

    const changed = await call('PUT', `/api/admin/packages/${id}`, cookie, {
      points: 3,
      price: '2.500',
      badgeEn: '',
      badgeAr: '',
      sortOrder: 20,
      active: true,
    });
    expect(changed.json()).toMatchObject({
      priceFils: 2500,
      badgeEn: null,
      badgeAr: null,
    });
    expect((await store()).map((p) => p.priceFils)).toEqual([2500]);

    await call('PUT', `/api/admin/packages/${id}`, cookie, {
      points: 3,
      price: '2.500',
      active: false,
    });
    expect(await store()).toEqual([]);
    const all = (await call('GET', '/api/admin/packages', cookie)).json() as AdminPackagesResponse;
    expect(all.packages.map((p) => [p.id, p.active])).toEqual([[id, false]]);
  });

  it('refuses a bad price, point count or badge with a code per field, and writes nothing', async () => {
    const { cookie } = await operator();
    for (const [payload, fields] of [
      [{ points: 3, price: 'abc' }, { price: 'price_invalid' }],
      [{ points: 3, price: '0.000' }, { price: 'price_invalid' }],
      [{ points: 3, price: '1.2345' }, { price: 'price_invalid' }],
      [{ points: 0, price: '1.000' }, { points: 'points_invalid' }],
      [{ points: 2.5, price: '1.000' }, { points: 'points_invalid' }],
      [{ points: 3, price: '1.000', badgeEn: 'x'.repeat(41) }, { badgeEn: 'badge_too_long' }],
    ] as const) {
      const response = await call('POST', '/api/admin/packages', cookie, payload);
      expect([response.statusCode, response.json().error.fields]).toEqual([400, fields]);
    }
    expect(((await call('GET', '/api/admin/packages', cookie)).json() as AdminPackagesResponse).packages).toEqual([]);
    const missing = await call('PUT', '/api/admin/packages/999999', cookie, {
      points: 1,
      price: '1.000',
    });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'not_found']);
  });
});

describe("players' points", () => {
  it('finds accounts by e-mail or name, at most 20, and nothing for less than 2 characters', async () => {
    const { cookie } = await operator();
    await seedUser(t.ctx.db, {
      email: 'maryam.hasan@example.com',
      firstName: 'Maryam',
    });
    await seedUser(t.ctx.db, {
      email: 'ali@example.com',
      firstName: 'Ali',
      lastName: 'Hasan',
    });
    await seedUser(t.ctx.db, {
      email: 'fatima_100%@example.com',
      firstName: 'Fatima',
    });
    const search = async (q: string) =>
      ((await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, cookie)).json() as AdminUsersResponse).users.map(
        (u) => u.email,
      );
    expect((await search('hasan')).sort()).toEqual(['ali@example.com', 'maryam.hasan@example.com']);
    expect(await search('MARYAM')).toEqual(['maryam.hasan@example.com']);
    expect(await search('_100%')).toEqual(['fatima_100%@example.com']);
    expect(await search('%')).toEqual([]);
    expect(await search('a')).toEqual([]);
  });

  it('gives and takes points through the ledger, never below 0', async () => {
    const { user: admin, cookie } = await operator();
    const player = await seedUser(t.ctx.db, { points: 2 });
    const give = await call('POST', `/api/admin/users/${player.id}/points`, cookie, {
      change: 3,
      reason: ' Payment 123 not credited ',
    });
    expect([give.statusCode, give.json()]).toEqual([200, { points: 5 }]);
    const take = await call('POST', `/api/admin/users/${player.id}/points`, cookie, { change: -4, reason: 'Duplicate gift' });
    expect(take.json()).toEqual({ points: 1 });
    const tooMuch = await call('POST', `/api/admin/users/${player.id}/points`, cookie, { change: -2, reason: 'Too much' });
    expect([tooMuch.statusCode, tooMuch.json().error.code]).toEqual([409, 'balance_too_low']);

    const rows = await t.ctx.db.select().from(pointLedger).where(eq(pointLedger.userId, player.id));
    expect(rows.filter((row) => row.reason === 'admin_adjustment').map((row) => [row.delta, row.note])).toEqual([
      [3, `Operator ${admin.id}: Payment 123 not credited`],
      [-4, `Operator ${admin.id}: Duplicate gift`],
    ]);
    expect(await ledgerSum(t.ctx.db, player.id)).toBe(1);

    for (const [payload, fields] of [
      [{ change: 0, reason: 'x' }, { change: 'change_invalid' }],
      [{ change: 1.5, reason: 'x' }, { change: 'change_invalid' }],
      [{ change: 1001, reason: 'x' }, { change: 'change_invalid' }],
      [{ change: 1, reason: '  ' }, { reason: 'reason_required' }],
    ] as const) {
      const response = await call('POST', `/api/admin/users/${player.id}/points`, cookie, payload);
      expect([response.statusCode, response.json().error.fields]).toEqual([400, fields]);
    }
    const missing = await call('POST', '/api/admin/users/999999/points', cookie, { change: 1, reason: 'x' });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'not_found']);
  });
});

describe('purchases', () => {
  it('lists every player\'s purchases newest first, by status and by buyer or order', async () => {
    await seedPackages(t.ctx.db);
    const { cookie } = await operator();
    const zahra = await seedSignedInUser(t.app, t.ctx.db, { email: 'zahra@example.com', firstName: 'Zahra', lastName: 'Ali' });
    const hasan = await seedSignedInUser(t.app, t.ctx.db, { email: 'hasan@example.com' });
    const paid = await checkout(t.app, zahra.cookie, { packageId: await packageId(t.ctx.db, 3), paymentMethod: 'vm' });
    expect((await payOnSandbox(t.app, paid.paymentUrl, CARDS.paid)).status).toBe(303);
    await call('POST', '/api/payments/verify', zahra.cookie, { invoiceId: paid.invoiceId });
    const open = await checkout(t.app, hasan.cookie, { packageId: await packageId(t.ctx.db, 5) });

    const list = async (query: string) =>
      ((await call('GET', `/api/admin/transactions${query}`, cookie)).json() as AdminTransactionsResponse).transactions;
    const all = await list('');
    expect(all.map((tx) => [tx.id, tx.status, tx.points, tx.amountFils, tx.credited, tx.buyer?.email])).toEqual([
      [open.transactionId, 'pending', 5, 4250, false, 'hasan@example.com'],
      [paid.transactionId, 'completed', 3, 2750, true, 'zahra@example.com'],
    ]);
    expect(all[1]).toMatchObject({ invoiceId: paid.invoiceId, buyer: { email: 'zahra@example.com', name: 'Zahra Ali' } });
    expect((await list('?status=pending')).map((tx) => tx.id)).toEqual([open.transactionId]);
    expect((await list('?q=ZAHRA')).map((tx) => tx.id)).toEqual([paid.transactionId]);
    expect((await list(`?q=${paid.invoiceId}`)).map((tx) => tx.id)).toEqual([paid.transactionId]);
    expect((await list('?status=nonsense')).length).toBe(2);
  });
});
