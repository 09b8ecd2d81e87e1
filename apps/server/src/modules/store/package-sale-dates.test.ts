import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPackage } from '@app/shared/contracts/admin';
import type { StorePackagesResponse } from '@app/shared/contracts/store';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { CARDS, checkout, expectLedgerMatchesBalances, packageId, payOnSandbox, verify } from '../../../test/payments';
import { packages, transactions } from '../../db/schema/index';
import { seedPasses } from '../passes/index';
import { listStorePackages, seedPackages } from './service';

/** Seasonal packages (issue 31): sold only between two Kuwait days, like a pass. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedPackages(t.ctx.db);
  await seedPasses(t.ctx.db);
});
afterEach(() => expectLedgerMatchesBalances(t.ctx.db));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const storePoints = async () => (await t.app.inject({ method: 'GET', url: '/api/store/packages' })).json<StorePackagesResponse>().packages.map((p) => p.points);

describe('sale dates for packages', () => {
  it('hides a package before and after its days and refuses its checkout with its own message', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const id = await packageId(t.ctx.db, 5);
    for (const change of [{ saleFrom: '2999-01-01' }, { saleTo: '2000-01-31' }]) {
      await t.ctx.db.update(packages).set({ saleFrom: null, saleTo: null, ...change }).where(eq(packages.id, id));
      expect(await storePoints()).toEqual([1, 3, 10, 25]);
      const refused = await call('POST', '/api/payments/checkout', cookie, { packageId: id, paymentMethod: 'vm' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({ code: 'package_not_on_sale', message: 'This package is not on sale today. Please choose another one.' });
    }
    expect(await t.ctx.db.select().from(transactions)).toEqual([]);

    // Within its days it is listed with its last day, and sold.
    await t.ctx.db.update(packages).set({ saleFrom: '2000-01-01', saleTo: '2999-12-31' }).where(eq(packages.id, id));
    const listed = (await t.app.inject({ method: 'GET', url: '/api/store/packages' })).json<StorePackagesResponse>().packages;
    expect(listed.map((p) => [p.points, p.saleTo])).toEqual([
      [1, null],
      [3, null],
      [5, '2999-12-31'],
      [10, null],
      [25, null],
    ]);
    const player = await seedSignedInUser(t.app, t.ctx.db, { email: 'buyer@example.com', points: 2 });
    const order = await checkout(t.app, player.cookie, { packageId: id, paymentMethod: 'vm' });
    await payOnSandbox(t.app, order.paymentUrl, CARDS.paid);
    expect((await verify(t.app, player.cookie, { invoiceId: order.invoiceId })).json()).toMatchObject({ status: 'completed', points: 7 });
  });

  it('sells through its last Kuwait day and hides it from the next, and shows it from its first', async () => {
    const id = await packageId(t.ctx.db, 3);
    await t.ctx.db.update(packages).set({ saleFrom: '2027-01-01', saleTo: '2027-01-03' }).where(eq(packages.id, id));
    const points = async (at: string) => (await listStorePackages(t.ctx.db, false, new Date(at))).packages.map((p) => p.points);
    // 21:00 UTC is midnight in Kuwait.
    expect(await points('2026-12-31T20:59:59Z')).toEqual([1, 5, 10, 25]);
    expect(await points('2026-12-31T21:00:00Z')).toEqual([1, 3, 5, 10, 25]);
    expect(await points('2027-01-03T20:59:59Z')).toEqual([1, 3, 5, 10, 25]);
    expect(await points('2027-01-03T21:00:00Z')).toEqual([1, 5, 10, 25]);
  });

  it('operators set and clear the days, validated and audited with before and after', async () => {
    const huda = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
    const id = await packageId(t.ctx.db, 10);
    const base = { points: 10, price: '7.500', badgeEn: 'Most popular', badgeAr: 'الأكثر طلبًا', sortOrder: 40, active: true };
    const invalid = await call('PUT', `/api/admin/packages/${id}`, huda.cookie, { ...base, saleFrom: '2027-02-30', saleTo: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ saleFrom: 'sale_date_invalid' });
    const backwards = await call('PUT', `/api/admin/packages/${id}`, huda.cookie, { ...base, saleFrom: '2027-03-01', saleTo: '2027-02-01' });
    expect(backwards.json().error.fields).toEqual({ saleTo: 'sale_dates_order' });

    const dated = await call('PUT', `/api/admin/packages/${id}`, huda.cookie, { ...base, saleFrom: '2026-12-10', saleTo: '2027-01-03' });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json<AdminPackage>()).toMatchObject({ id, points: 10, saleFrom: '2026-12-10', saleTo: '2027-01-03' });
    const cleared = await call('PUT', `/api/admin/packages/${id}`, huda.cookie, { ...base, saleFrom: '', saleTo: '' });
    expect(cleared.json<AdminPackage>()).toMatchObject({ saleFrom: null, saleTo: null });
    const created = await call('POST', '/api/admin/packages', huda.cookie, { points: 7, price: '4.000', saleTo: '2027-03-20' });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminPackage>()).toMatchObject({ points: 7, saleFrom: null, saleTo: '2027-03-20' });

    const audit = (await call('GET', '/api/admin/audit', huda.cookie)).json<{ entries: { action: string; before: unknown; after: unknown }[] }>();
    expect(audit.entries.filter((e) => e.action.startsWith('package.')).map((e) => [e.action, e.before, e.after])).toEqual([
      ['package.create', null, expect.objectContaining({ points: 7, saleTo: '2027-03-20' })],
      ['package.update', expect.objectContaining({ saleFrom: '2026-12-10', saleTo: '2027-01-03' }), expect.objectContaining({ saleFrom: null, saleTo: null })],
      ['package.update', expect.objectContaining({ saleFrom: null, saleTo: null }), expect.objectContaining({ saleFrom: '2026-12-10', saleTo: '2027-01-03' })],
    ]);
  });
});
