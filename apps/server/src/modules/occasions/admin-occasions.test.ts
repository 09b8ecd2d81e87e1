import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import type { AdminOccasionsResponse, NextOccasionResponse, OccasionsResponse } from '@app/shared/contracts/occasions';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories, seedCategory } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const playerOccasions = async () => (await t.app.inject({ method: 'GET', url: '/api/occasions' })).json<OccasionsResponse>().occasions;

/** An operator and seven categories players can play. */
async function setUp() {
  const operator = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin', email: 'huda@example.com' });
  const slugs = (await seedCategories(t.ctx.db, 7)).map((category) => category.slug);
  return { cookie: operator.cookie, slugs };
}

// 10 Rabi al-Thani 1447 is Thursday 2 October 2025; no occasion of the calendar falls in the weeks after it.
const lectureNight = (slugs: string[]) => ({ nameEn: 'Lecture night', nameAr: 'ليلة المحاضرة', kind: 'gathering', startMonth: 4, startDay: 15, categories: slugs.slice(0, 6) });

describe('a centre’s own occasion', () => {
  it('is added, served to /play and the landing page at once, and audited', async () => {
    const { cookie, slugs } = await setUp();
    const added = await call('POST', '/api/admin/occasions', cookie, lectureNight(slugs));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: 'centre-lecture-night',
      kind: 'gathering',
      start: { month: 4, day: 15 },
      nameEn: 'Lecture night',
      nameAr: 'ليلة المحاضرة',
      categories: slugs.slice(0, 6),
      own: true,
      edited: false,
    });

    expect((await playerOccasions()).find((o) => o.id === 'centre-lecture-night')).toEqual({
      id: 'centre-lecture-night',
      kind: 'gathering',
      start: { month: 4, day: 15 },
      nameEn: 'Lecture night',
      nameAr: 'ليلة المحاضرة',
      categories: slugs.slice(0, 6),
    });
    const next = (await t.app.inject({ method: 'GET', url: '/api/occasions/next?date=2025-10-02' })).json<NextOccasionResponse>().next;
    expect(next).toEqual({ id: 'centre-lecture-night', nameEn: 'Lecture night', nameAr: 'ليلة المحاضرة', dayEn: 'Tuesday 15 Rabiʻ II · 7 October 2025', dayAr: 'الثلاثاء 15 ربيع الآخر · 7 أكتوبر 2025' });

    const [entry] = (await call('GET', '/api/admin/audit', cookie)).json<AuditLogResponse>().entries;
    expect(entry).toMatchObject({
      action: 'occasion.create',
      target: 'occasion:centre-lecture-night',
      operator: { email: 'huda@example.com' },
      before: null,
      after: { nameEn: 'Lecture night', nameAr: 'ليلة المحاضرة', kind: 'gathering', startMonth: 4, startDay: 15, endMonth: null, endDay: null, categories: slugs.slice(0, 6) },
    });
  });

  it('takes a range of days, and a second one of the same name gets its own address', async () => {
    const { cookie, slugs } = await setUp();
    await call('POST', '/api/admin/occasions', cookie, lectureNight(slugs));
    const range = await call('POST', '/api/admin/occasions', cookie, { ...lectureNight(slugs), kind: 'season', startMonth: 12, startDay: 25, endMonth: 1, endDay: 5 });
    expect(range.json()).toMatchObject({ id: 'centre-lecture-night-2', start: { month: 12, day: 25 }, end: { month: 1, day: 5 } });
  });

  it('gives two of the same name added at once each its own address', async () => {
    const { cookie, slugs } = await setUp();
    const added = await Promise.all([1, 2].map(() => call('POST', '/api/admin/occasions', cookie, lectureNight(slugs))));
    expect(added.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(added.map((response) => response.json<{ id: string }>().id).sort()).toEqual(['centre-lecture-night', 'centre-lecture-night-2']);
  });

  it('refuses what is not an occasion with a reason on each field, never a 500, and stores nothing', async () => {
    const { cookie, slugs } = await setUp();
    const hidden = await seedCategory(t.ctx.db, { active: false });
    const thin = await seedCategory(t.ctx.db, { questionsPerDifficulty: 1 });
    const refusals: [object, Record<string, string>][] = [
      [{ nameEn: '  ', nameAr: '' }, { nameEn: 'name_required', nameAr: 'name_required' }],
      [{ nameEn: 'x'.repeat(61) }, { nameEn: 'name_too_long' }],
      [{ startDay: 31 }, { startDay: 'hijri_day_invalid' }],
      [{ startDay: 0, startMonth: 13 }, { startDay: 'hijri_day_invalid', startMonth: 'hijri_month_invalid' }],
      [{ endMonth: 5 }, { endDay: 'range_incomplete' }],
      [{ kind: 'party' }, { kind: 'kind_invalid' }],
      [{ categories: slugs.slice(0, 5) }, { categories: 'too_few_categories' }],
      [{ categories: [...slugs.slice(0, 5), slugs[0]] }, { categories: 'categories_repeated' }],
      [{ categories: [...slugs.slice(0, 5), 'no-such-category'] }, { categories: 'category_unknown' }],
      [{ categories: [...slugs.slice(0, 5), hidden.slug] }, { categories: 'category_unknown' }],
      [{ categories: [...slugs.slice(0, 5), thin.slug] }, { categories: 'category_unknown' }],
      [{ categories: 'imam-ali' }, { categories: 'too_few_categories' }],
    ];
    for (const [change, fields] of refusals) {
      const response = await call('POST', '/api/admin/occasions', cookie, { ...lectureNight(slugs), ...change });
      expect([response.statusCode, response.json().error.fields]).toEqual([400, fields]);
    }
    expect((await playerOccasions()).filter((o) => o.id.startsWith('centre-'))).toEqual([]);
    expect((await call('GET', '/api/admin/audit', cookie)).json<AuditLogResponse>().entries).toEqual([]);
  });

  it('is deleted, audited; a built-in occasion cannot be', async () => {
    const { cookie, slugs } = await setUp();
    await call('POST', '/api/admin/occasions', cookie, lectureNight(slugs));
    expect((await call('DELETE', '/api/admin/occasions/centre-lecture-night', cookie)).statusCode).toBe(204);
    expect((await playerOccasions()).map((o) => o.id)).not.toContain('centre-lecture-night');
    expect((await call('DELETE', '/api/admin/occasions/centre-lecture-night', cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/occasions/ashura', cookie)).statusCode).toBe(400);
    expect((await playerOccasions()).map((o) => o.id)).toContain('ashura');
    const [entry] = (await call('GET', '/api/admin/audit', cookie)).json<AuditLogResponse>().entries;
    expect(entry).toMatchObject({ action: 'occasion.delete', target: 'occasion:centre-lecture-night', before: { nameEn: 'Lecture night' }, after: null });
  });
});

describe('an occasion’s categories', () => {
  it('are chosen for a built-in occasion, served to players at once, and reset to the pack’s, each audited', async () => {
    const { cookie, slugs } = await setUp();
    const pack = (await playerOccasions()).find((o) => o.id === 'birth-imam-ali')!.categories;
    const edited = await call('PUT', '/api/admin/occasions/birth-imam-ali/categories', cookie, { categories: slugs.slice(1, 7) });
    expect(edited.json()).toMatchObject({ id: 'birth-imam-ali', categories: slugs.slice(1, 7), own: false, edited: true });
    expect((await playerOccasions()).find((o) => o.id === 'birth-imam-ali')!.categories).toEqual(slugs.slice(1, 7));

    const reset = await call('DELETE', '/api/admin/occasions/birth-imam-ali/categories', cookie);
    expect(reset.json()).toMatchObject({ id: 'birth-imam-ali', categories: pack, edited: false });
    expect((await playerOccasions()).find((o) => o.id === 'birth-imam-ali')!.categories).toEqual(pack);

    const { entries } = (await call('GET', '/api/admin/audit', cookie)).json<AuditLogResponse>();
    expect(entries.map((e) => [e.action, e.target, e.before, e.after])).toEqual([
      ['occasion.reset', 'occasion:birth-imam-ali', { categories: slugs.slice(1, 7) }, { categories: pack }],
      ['occasion.categories', 'occasion:birth-imam-ali', { categories: pack }, { categories: slugs.slice(1, 7) }],
    ]);
  });

  it('are chosen for a centre’s own occasion; it has nothing to reset to', async () => {
    const { cookie, slugs } = await setUp();
    await call('POST', '/api/admin/occasions', cookie, lectureNight(slugs));
    const edited = await call('PUT', '/api/admin/occasions/centre-lecture-night/categories', cookie, { categories: slugs.slice(1, 7) });
    expect(edited.json()).toMatchObject({ own: true, categories: slugs.slice(1, 7) });
    expect((await call('DELETE', '/api/admin/occasions/centre-lecture-night/categories', cookie)).statusCode).toBe(400);
  });

  it('refuses too few or unknown categories and an unknown occasion', async () => {
    const { cookie, slugs } = await setUp();
    const put = (id: string, categories: unknown) => call('PUT', `/api/admin/occasions/${id}/categories`, cookie, { categories });
    expect((await put('ashura', slugs.slice(0, 3))).json().error.fields).toEqual({ categories: 'too_few_categories' });
    expect((await put('ashura', [...slugs.slice(0, 5), 'no-such-category'])).json().error.fields).toEqual({ categories: 'category_unknown' });
    expect((await put('no-such-occasion', slugs.slice(0, 6))).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/occasions/no-such-occasion/categories', cookie)).statusCode).toBe(404);
  });

  it('are listed for the console with every category of the bank named, playable or not', async () => {
    const { cookie, slugs } = await setUp();
    const hidden = await seedCategory(t.ctx.db, { active: false, nameEn: 'Hidden one', nameAr: 'مخفية' });
    const list = (await call('GET', '/api/admin/occasions', cookie)).json<AdminOccasionsResponse>();
    expect(list.occasions.find((o) => o.id === 'ashura')).toMatchObject({ own: false, edited: false });
    expect(list.categories.filter((c) => c.playable).map((c) => c.slug)).toEqual(slugs);
    expect(list.categories.find((c) => c.slug === hidden.slug)).toEqual({ slug: hidden.slug, nameEn: 'Hidden one', nameAr: 'مخفية', playable: false });
  });
});
