import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NextOccasionResponse, OccasionsResponse } from '@app/shared/contracts/occasions';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

describe('GET /api/occasions', () => {
  it('serves every occasion with its categories from the pack', async () => {
    const { occasions } = (await t.app.inject({ method: 'GET', url: '/api/occasions' })).json<OccasionsResponse>();
    expect(occasions.find((o) => o.id === 'birth-imam-ali')).toEqual({
      id: 'birth-imam-ali',
      kind: 'birth',
      start: { month: 7, day: 13 },
      nameEn: 'the birth of Imam Ali',
      nameAr: 'مولد الإمام علي (ع)',
      categories: ['imam-ali', 'nahj-al-balagha', 'companions-of-imam-ali', 'mecca-and-the-kaaba', 'fatima-zahra', 'banu-hashim'],
    });
  });
});

describe('GET /api/occasions/next', () => {
  const next = async (date: string) => (await t.app.inject({ method: 'GET', url: `/api/occasions/next?date=${date}` })).json<NextOccasionResponse>().next;

  it('names the next occasion from the visitor’s day in both calendars and languages, moved by the operator shift', async () => {
    expect(await next('2025-12-31')).toEqual({
      id: 'birth-imam-ali',
      nameEn: 'the birth of Imam Ali',
      nameAr: 'مولد الإمام علي (ع)',
      dayEn: 'Friday 13 Rajab · 2 January 2026',
      dayAr: 'الجمعة 13 رجب · 2 يناير 2026',
    });
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload: { signupBonus: 2, maintenanceEn: '', maintenanceAr: '', hijriOffset: 2 } });
    // Two days added: 13 Rajab is on 31 December itself.
    expect(await next('2025-12-31')).toMatchObject({ id: 'birth-imam-ali', dayEn: 'Wednesday 13 Rajab · 31 December 2025' });
  });

  it('answers a date that is not one with the server’s day, never an error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/occasions/next?date=yesterday' });
    expect(response.statusCode).toBe(200);
    expect(response.json<NextOccasionResponse>().next?.id).toEqual(expect.any(String));
  });
});
