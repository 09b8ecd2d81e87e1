import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../app';
import { createTestDatabase, type TestDatabase } from '../database';

/** Probe finding: unknown paths answered 200 with the app, cached for an hour (a soft 404). */
const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), PAGE);
writeFileSync(path.join(webDist, 'assets', 'index-abcdefgh.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ WEB_DIST: webDist }), database, db: database.db }, { serveWeb: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('unknown addresses', () => {
  it('answer 404 with the app (which shows its not-found page), not cached', async () => {
    for (const url of ['/nope', '/wp-admin', '/admin/../secret', '/games/1/extra', '/tvx']) {
      const response = await get(url);
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({ url, status: 404, cache: 'no-cache' });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(PAGE);
    }
  });

  it("the app's own screens answer 200, not cached; files keep their caching", async () => {
    for (const url of ['/buzz?code=ABC', '/jeopardy/12/question/3', '/jeopardy/12/winner', '/payment/success', '/reset-password/', '/tv']) {
      const response = await get(url);
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({ url, status: 200, cache: 'no-cache' });
      expect(response.body).toBe(PAGE);
    }
    expect((await get('/assets/index-abcdefgh.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/api/nope')).statusCode).toBe(404);
  });

  it('a category shared by link is the app, answered noindex; other screens are not marked', async () => {
    const shared = await get('/shared/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde');
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shared.body).toBe(PAGE);
    expect((await get('/play')).headers['x-robots-tag']).toBeUndefined();
  });
});
