import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FeaturedOfferChoice, FeaturedOfferResponse } from '@app/shared/contracts/store';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { packageId, passId } from '../../../test/payments';
import { packages, passes } from '../../db/schema/index';
import { seedPasses } from '../passes/index';
import { featuredOffer } from './featured';
import { seedPackages } from './service';

/** The landing page's featured offer (issue 31): the operators' choice, shown while it is on sale. */
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

const featured = async () => (await t.app.inject({ method: 'GET', url: '/api/store/featured' })).json<FeaturedOfferResponse>().featured;
const choose = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/featured-offer', headers: { cookie }, payload });

describe('the featured offer', () => {
  it('is none on a fresh install; only operators choose it, from packages and passes that exist', async () => {
    expect(await featured()).toBeNull();
    const player = await seedSignedInUser(t.app, t.ctx.db, { email: 'ali@example.com' });
    expect((await choose(player.cookie, { kind: 'pass', id: await passId(t.ctx.db) })).statusCode).toBe(403);
    const huda = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
    const missing = await choose(huda.cookie, { kind: 'package', id: 99999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'validation_failed', fields: { id: 'featured_offer_invalid' } });
    expect((await choose(huda.cookie, { kind: 'gift', id: 1 })).json().error.fields).toEqual({ kind: 'featured_offer_invalid' });
    expect((await choose(huda.cookie, { kind: 'pass' })).json().error.fields).toEqual({ id: 'featured_offer_invalid' });
    expect(await featured()).toBeNull();
  });

  it('shows a seasonal pass with its price and last day in both calendars and languages, audited', async () => {
    const huda = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
    const id = await passId(t.ctx.db);
    await t.ctx.db.update(passes).set({ saleTo: '2999-12-19' }).where(eq(passes.id, id));
    const saved = await choose(huda.cookie, { kind: 'pass', id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FeaturedOfferChoice>()).toEqual({ kind: 'pass', id });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/featured-offer', headers: { cookie: huda.cookie } })).json()).toEqual({ kind: 'pass', id });
    const offer = await featured();
    expect(offer).toMatchObject({ kind: 'pass', id, points: null, nameEn: 'Majlis pass: 30 days', nameAr: 'اشتراك المجلس: 30 يومًا', priceEn: '5.000 KWD', priceAr: '5.000 د.ك' });
    expect(offer!.untilEn).toBe('20 Jumada I / 19 December 2999');
    expect(offer!.untilAr).toBe('20 جمادى الأولى / 19 ديسمبر 2999');

    const none = await choose(huda.cookie, { kind: 'none' });
    expect(none.json()).toEqual({ kind: 'none' });
    expect(await featured()).toBeNull();
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: huda.cookie } })).json<{ entries: { action: string; target: string; before: unknown; after: unknown }[] }>();
    expect(audit.entries.filter((e) => e.action === 'featured.update').map((e) => [e.target, e.before, e.after])).toEqual([
      ['featured:landing', { kind: 'pass', id }, { kind: 'none' }],
      ['featured:landing', { kind: 'none' }, { kind: 'pass', id }],
    ]);
  });

  it('shows a package with its games; hides it while paused or outside its sale days', async () => {
    const huda = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
    const id = await packageId(t.ctx.db, 10);
    await choose(huda.cookie, { kind: 'package', id });
    expect(await featured()).toEqual({ kind: 'package', id, points: 10, nameEn: null, nameAr: null, priceEn: '7.500 KWD', priceAr: '7.500 د.ك', untilEn: null, untilAr: null });
    for (const change of [{ active: false }, { saleFrom: '2999-01-01' }, { saleTo: '2000-01-31' }]) {
      await t.ctx.db.update(packages).set({ active: true, saleFrom: null, saleTo: null, ...change }).where(eq(packages.id, id));
      expect(await featured()).toBeNull();
    }
    // Through the last Kuwait day, and not a second after (21:00 UTC is midnight in Kuwait).
    await t.ctx.db.update(packages).set({ active: true, saleFrom: null, saleTo: '2027-01-03' }).where(eq(packages.id, id));
    expect(await featuredOffer(t.ctx.db, new Date('2027-01-03T20:59:59Z'))).toMatchObject({ id, untilEn: expect.stringContaining('3 January 2027') });
    expect(await featuredOffer(t.ctx.db, new Date('2027-01-03T21:00:00Z'))).toBeNull();
  });
});
