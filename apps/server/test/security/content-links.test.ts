import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isContentLink } from '@app/shared/question-bank';
import { createTestApp, type TestApp } from '../app';
import { seedCategory } from '../content-factory';
import { loginCookie, seedUser } from '../factories';

/** Probe finding: a content link `/\evil.example/x.png` was accepted, and browsers load it from another host. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('content links never hold a backslash', () => {
  it('refuses /\\host, https://a\\@b and any other backslash; keeps paths and web addresses', () => {
    for (const link of ['/\\evil.example/x.png', '\\\\evil.example/x.png', '/img\\..\\x.png', 'https://quiz.example\\@evil.example/x.png']) {
      expect(isContentLink(link), link).toBe(false);
    }
    for (const link of ['/categories/quran.svg', 'https://upload.wikimedia.org/x.png']) expect(isContentLink(link), link).toBe(true);
  });

  it('a question or sponsor saved with one is refused with the field named', async () => {
    const operator = await seedUser(t.ctx.db, { role: 'admin' });
    const cookie = await loginCookie(t.app, operator.email);
    const category = await seedCategory(t.ctx.db);
    const question = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      headers: { cookie },
      payload: { categoryId: category.id, difficulty: 'easy', questionAr: 'س', answerAr: 'ج', imageUrl: '/\\evil.example/x.png', videoUrl: 'https://a.example\\@evil.example/v.mp4' },
    });
    expect([question.statusCode, question.json().error.fields]).toEqual([400, { imageUrl: 'link_invalid', videoUrl: 'link_invalid' }]);
    const sponsor = await t.app.inject({ method: 'POST', url: '/api/admin/sponsors', headers: { cookie }, payload: { name: 'S', linkUrl: 'https://a.example\\@evil.example/' } });
    expect([sponsor.statusCode, sponsor.json().error.fields]).toEqual([400, { linkUrl: 'sponsor_link_invalid' }]);
  });
});
