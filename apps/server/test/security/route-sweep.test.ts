import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { seedUser } from '../factories';
import { fillPath, seedVictim, sessionCookie, sessionEndingLast, STREAMS } from './sweep';

/**
 * Every route in Fastify's own table (a new route is swept without editing this file), asked as a
 * visitor and as another player about the first user's resources; operator routes also as a
 * player. No answer may carry the first user's data; operator routes refuse both.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route sweep', () => {
  it('leaks nothing of the first user to a visitor or another player; operator routes refuse players', async () => {
    const { ids, markers } = await seedVictim(t.app, t.ctx.db);
    const routes = t.app.routeTable.filter((r) => !STREAMS.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThanOrEqual(45);
    const leaks: string[] = [];
    let asked = 0;
    // Routes that end or delete the caller's own account run last, so the others still have a caller.
    const ordered = sessionEndingLast(routes);
    for (const route of ordered) {
      const url = fillPath(route.url, ids);
      for (const role of ['visitor', 'player'] as const) {
        const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${asked % 250}.${(asked >> 8) + 1}` };
        if (role === 'player') {
          const attacker = await seedUser(t.ctx.db, { email: `attacker-${asked}@example.com` });
          headers.cookie = await sessionCookie(t.app, t.ctx.db, attacker.id);
        }
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}q=victim&email=victim-sweep@example.com&invoiceId=${ids.invoiceId}` : url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: { invoiceId: ids.invoiceId, paymentId: ids.invoiceId, Key: ids.invoiceId, KeyType: 'InvoiceId' } }),
        });
        asked++;
        const found = markers.filter((marker) => response.body.includes(marker));
        if (found.length > 0) leaks.push(`${role} ${route.method} ${url} ${response.statusCode}: ${found.join(', ')}`);
        if (response.statusCode >= 500) leaks.push(`${role} ${route.method} ${url} answered ${response.statusCode}`);
        if (route.url.startsWith('/api/admin/')) {
          const expected = role === 'visitor' ? 401 : 403;
          if (response.statusCode !== expected) leaks.push(`${role} ${route.method} ${url} answered ${response.statusCode}, not ${expected}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(asked).toBe(routes.length * 2);
    process.stdout.write(`route sweep: ${routes.length} routes x 2 roles = ${asked} requests, ${leaks.length} leaks\n`);
  });
});
