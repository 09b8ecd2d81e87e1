import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL, type ServerEvent } from '@app/shared/contracts/events';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import type { AdminSponsor, AdminSponsorsResponse } from '@app/shared/contracts/sponsors';
import type { SiteInfo } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const LOGO = '/uploads/site/0123456789abcdef0123456789abcdef.png';

describe('the Site section', () => {
  it('puts a logo in place, tells open pages through a settings event, and goes back to the bundled one', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const events: ServerEvent[] = [];
    const stop = await t.ctx.database.listen(EVENTS_CHANNEL, (payload) => events.push(JSON.parse(payload) as ServerEvent));
    const put = (imageUrl: string | null) => t.app.inject({ method: 'PUT', url: '/api/admin/site/images/main_logo', headers: { cookie }, payload: { imageUrl } });

    expect((await put(LOGO)).json<SiteInfo>().images).toEqual({ main_logo: LOGO });
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json<SiteInfo>().images).toEqual({ main_logo: LOGO });
    expect((await put(null)).json<SiteInfo>().images).toEqual({});
    for (let i = 0; i < 50 && events.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual([
      { type: 'settings', key: 'site_images' },
      { type: 'settings', key: 'site_images' },
    ]);
    await stop();

    const outside = await put('https://evil.example/logo.png');
    expect(outside.json<{ error: { fields: object } }>().error.fields).toEqual({ imageUrl: 'image_invalid' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/site/images/favicon', headers: { cookie }, payload: { imageUrl: LOGO } })).statusCode).toBe(404);
  });

  it('saves the contact links, checked one by one', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const contact = { email: 'help@example.com', instagram: 'https://instagram.com/quiz', x: '', whatsapp: 'https://wa.me/96512345678' };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/site/contact', headers: { cookie }, payload: contact });
    expect(saved.json<SiteInfo>().contact).toEqual(contact);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/admin/site/contact', headers: { cookie }, payload: { ...contact, whatsapp: 'javascript:alert(1)' } });
    expect(bad.json<{ error: { fields: object } }>().error.fields).toEqual({ whatsapp: 'contact_whatsapp_invalid' });
  });
});

describe('sponsors', () => {
  const LOGO_A = '/uploads/sponsor/0123456789abcdef0123456789abcdef.png';
  const LOGO_B = '/uploads/sponsor/fedcba9876543210fedcba9876543210.webp';

  it('adds, orders, hides and removes sponsors; the open pages get the active ones in order, with an event per change', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const events: ServerEvent[] = [];
    const stop = await t.ctx.database.listen(EVENTS_CHANNEL, (payload) => events.push(JSON.parse(payload) as ServerEvent));
    const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const publicSponsors = async () => (await t.app.inject({ method: 'GET', url: '/api/site' })).json<SiteInfo>().sponsors;

    const first = await call('POST', '/api/admin/sponsors', { name: '  Dar Al-Kitab  ', imageUrl: LOGO_A, linkUrl: 'https://dar.example.com/', sortOrder: '2' });
    expect([first.statusCode, first.json<AdminSponsor>()]).toEqual([
      201,
      { id: expect.any(Number), name: 'Dar Al-Kitab', imageUrl: LOGO_A, linkUrl: 'https://dar.example.com/', sortOrder: 2, active: true },
    ]);
    const a = first.json<AdminSponsor>();
    const b = (await call('POST', '/api/admin/sponsors', { name: 'مكتبة النور', imageUrl: LOGO_B, linkUrl: '', sortOrder: 1 })).json<AdminSponsor>();
    expect(b).toMatchObject({ name: 'مكتبة النور', linkUrl: null, sortOrder: 1, active: true });
    expect(await publicSponsors()).toEqual([
      { id: b.id, name: 'مكتبة النور', imageUrl: LOGO_B, linkUrl: null },
      { id: a.id, name: 'Dar Al-Kitab', imageUrl: LOGO_A, linkUrl: 'https://dar.example.com/' },
    ]);

    const hidden = await call('PUT', `/api/admin/sponsors/${b.id}`, { name: 'مكتبة النور', imageUrl: LOGO_B, linkUrl: '', sortOrder: 1, active: false });
    expect(hidden.json<AdminSponsor>().active).toBe(false);
    expect((await publicSponsors()).map((sponsor) => sponsor.id)).toEqual([a.id]);
    expect((await call('GET', '/api/admin/sponsors')).json<AdminSponsorsResponse>().sponsors.map((sponsor) => [sponsor.id, sponsor.active])).toEqual([
      [b.id, false],
      [a.id, true],
    ]);

    expect((await call('DELETE', `/api/admin/sponsors/${a.id}`)).statusCode).toBe(204);
    expect(await publicSponsors()).toEqual([]);
    expect((await call('DELETE', `/api/admin/sponsors/${a.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/sponsors/nope', { name: 'x' })).statusCode).toBe(404);

    for (let i = 0; i < 50 && events.length < 4; i++) await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual(Array.from({ length: 4 }, () => ({ type: 'settings', key: 'sponsors' })));
    await stop();
    const audit = (await call('GET', '/api/admin/audit')).json<{ entries: { action: string }[] }>().entries.map((entry) => entry.action);
    expect(audit.filter((action) => action.startsWith('sponsor.'))).toEqual(['sponsor.delete', 'sponsor.update', 'sponsor.create', 'sponsor.create']);
  });

  it('refuses a sponsor without a name, a logo from elsewhere or a link that is not a web address, with a code per field', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sponsors',
      headers: { cookie },
      payload: { name: ' ', imageUrl: 'https://evil.example/logo.png', linkUrl: 'javascript:alert(1)', sortOrder: -1 },
    });
    expect([refused.statusCode, refused.json<{ error: { fields: object } }>().error.fields]).toEqual([
      400,
      { name: 'sponsor_name_required', imageUrl: 'image_invalid', linkUrl: 'sponsor_link_invalid', sortOrder: 'sort_invalid' },
    ]);
  });
});
