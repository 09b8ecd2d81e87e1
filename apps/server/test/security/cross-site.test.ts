import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { randomIp, seedSignedInUser, TEST_PASSWORD } from '../factories';

/** Probe finding: state-changing requests were not checked for Origin / Sec-Fetch-Site. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const REFUSED = {
  code: 'cross_site_refused',
  message: 'This request came from another site and was refused. Open the app at its own address and try again.',
};

describe('state-changing requests from another site are refused', () => {
  it('403 for another site by Sec-Fetch-Site or, without it, by Origin; nothing changes', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost:3000' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const response = await logout(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual(REFUSED);
    }
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.email).toBe(user.email);
    // Reading is not changing: another site's GET is answered as before.
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
  });

  it('same-origin pages, the address the app was asked at, and callers without Origin still work', async () => {
    const { user } = await seedSignedInUser(t.app, t.ctx.db);
    const login = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': randomIp(), ...headers } });
    expect((await login({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await login({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await login({ origin: 'http://quiz.lan:8080', host: 'quiz.lan:8080' })).statusCode).toBe(200);
    expect((await login({})).statusCode).toBe(200);
  });

  it("the payment provider's webhook is not refused for its Origin (its signature decides)", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: {}, headers: { origin: 'https://provider.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).not.toBe(403);
    expect(response.json().error?.code).not.toBe('cross_site_refused');
  });
});
