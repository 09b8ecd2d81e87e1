import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { cspHash } from '../../src/http/security-headers';
import { testConfig } from '../app';
import { createTestDatabase, type TestDatabase } from '../database';

/** Finding 3: security headers on a page, an asset, an API answer and the sandbox page. */
const INLINE = "document.documentElement.lang='en';";
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abcdefgh.js"></script></body></html>`);
writeFileSync(path.join(webDist, 'assets', 'index-abcdefgh.js'), 'console.log(1)');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function appFor(config: Record<string, string>) {
  const app = await buildApp({ config: testConfig({ WEB_DIST: webDist, ...config }), database, db: database.db }, { serveWeb: true });
  await app.ready();
  return app;
}

const URLS = ['/', '/profile', '/assets/index-abcdefgh.js', '/api/health', '/api/nope', '/sandbox/myfatoorah/checkout/1?token=x'];

describe('security headers', () => {
  it('every page, asset, API answer and sandbox page forbids framing, sniffing and inline scripts', async () => {
    const app = await appFor({});
    for (const url of URLS) {
      const response = await app.inject({ method: 'GET', url });
      const headers = response.headers;
      const csp = String(headers['content-security-policy']);
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
      expect({ url, scriptSrc }).toEqual({ url, scriptSrc: `script-src 'self' ${cspHash(INLINE)}` });
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });

  it('adds HSTS and upgrade-insecure-requests when APP_URL is https', async () => {
    const app = await appFor({
      APP_URL: 'https://quiz.example.com',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      PAYMENT_PROVIDER: 'myfatoorah',
      MYFATOORAH_BASE_URL: 'https://apitest.example.com',
      MYFATOORAH_API_KEY: 'k',
      MYFATOORAH_WEBHOOK_SECRET: 's',
    });
    for (const url of ['/', '/api/health']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    }
    await app.close();
  });
});
