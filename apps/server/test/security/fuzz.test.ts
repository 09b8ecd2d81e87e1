import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/logger';
import { createTestApp, testConfig, type TestApp } from '../app';
import { seedUser } from '../factories';
import { fillPath, seedVictim, sessionCookie, sessionEndingLast, STREAMS } from './sweep';

/**
 * Fuzzed bodies, queries and path ids for every route in Fastify's table, as a visitor and as an
 * operator (who reaches the most code): no 5xx, the server healthy after, and nothing personal in
 * the log.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(chunk.toString('utf8'));
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { ...loggerOptions(testConfig()), level: 'info', stream } });
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE = 'a\uD800b';
const HUGE = 'x'.repeat(200_000);
const KEYS = ['email', 'password', 'name', 'title', 'content', 'token', 'packageId', 'paymentId', 'invoiceId', 'rawInput', 'teamNames', 'categoryIds', 'change', 'reason', 'status', 'action', 'Key', 'KeyType', 'InvoiceValue', 'priceFils', 'points', 'active', 'language', 'description', 'difficulty', 'questionAr', 'answerAr', 'questionEn', 'answerEn', 'acceptedAnswersEn', 'source', 'kind', 'text', 'fileName', 'direction'];
const VALUES: unknown[] = [null, [], {}, -1, 1.5, 1e308, -(2 ** 53) - 2, true, '', HUGE, NUL, LONE, [NUL], { $gt: '' }];

/** Raw bodies: malformed JSON, wrong top-level types, deep nesting, prototype keys, NUL and surrogates. */
const RAW_BODIES = [
  '{',
  '{"email":',
  'null',
  '[]',
  '"text"',
  '12',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  JSON.stringify({ email: NUL, password: LONE }),
  '{"email":"\\ud800"}',
];
const typedBodies = VALUES.map((value) => JSON.stringify(Object.fromEntries(KEYS.map((key) => [key, value]))));
const QUERIES = ['?page=-1&limit=1e9', `?q=${'%00'.repeat(3)}`, `?q=${'y'.repeat(5_000)}&status=__proto__`, '?page=1.5&sort[]=x&email[a]=b', '?invoiceId=-9999999999999999999999'];
const IDS = ['-1', '0', '1.5', '99999999999999999999', 'abc', '%00', '1e3', '2147483648'];

// Every route of the table, several thousand requests: it grows with each new route, so it has more time than a unit test.
describe('fuzz', { timeout: 120_000 }, () => {
  it('no 5xx for any fuzzed body, query or path id on any route; healthy after; a clean log', async () => {
    const { ids, markers } = await seedVictim(t.app, t.ctx.db);
    const admin = await seedUser(t.ctx.db, { role: 'admin', email: 'fuzz-operator@example.com' });
    const routes = t.app.routeTable.filter((r) => !STREAMS.has(`${r.method} ${r.url}`));
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, cookie: string | null, payload?: string) => {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { 'x-forwarded-for': `10.8.${sent % 250}.${(sent >> 8) % 250 + 1}`, ...(cookie ? { cookie } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(payload !== undefined ? { payload } : {}),
      });
      sent++;
      if (response.statusCode >= 500) failures.push(`${method} ${url.slice(0, 120)} ${payload?.slice(0, 60) ?? ''}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    };
    for (const role of ['visitor', 'operator'] as const) {
      // Sign-out and account deletion end the operator's session: they run last.
      const ordered = sessionEndingLast(routes);
      for (const route of ordered) {
        const cookie = role === 'operator' ? await sessionCookie(t.app, t.ctx.db, admin.id) : null;
        const url = fillPath(route.url, ids);
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        if (hasBody) for (const body of [...RAW_BODIES, ...typedBodies]) await send(route.method, url, cookie, body);
        for (const query of QUERIES) await send(route.method, `${url}${query}`, cookie, hasBody ? '{}' : undefined);
        if (route.url.includes('/:')) {
          for (const id of IDS) await send(route.method, route.url.replace(/:\w+/, id), cookie, hasBody ? '{}' : undefined);
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const log = lines.join('');
    expect(log).not.toContain('"level":50');
    for (const marker of [...markers, 'fuzz-operator@example.com']) expect(log).not.toContain(marker);
    process.stdout.write(`fuzz: ${sent} requests over ${routes.length} routes, ${failures.length} answered 5xx\n`);
  });
});
