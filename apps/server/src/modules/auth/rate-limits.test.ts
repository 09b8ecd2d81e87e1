import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { randomIp, seedUser, TEST_PASSWORD } from '../../../test/factories';
import { loginTiming, SIGNUPS_PER_ADDRESS_PER_HOUR } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

const signupBody = (n: number) => ({
  firstName: 'Ali',
  lastName: 'Limit',
  email: `limit-${n}-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'secret12',
  confirmPassword: 'secret12',
  country: 'KW',
  phone: '55512345',
});

describe('abuse limits (HTTP 429 with the spec wording)', () => {
  it('login: wrong passwords from rotating addresses never lock the owner out; they only slow that e-mail down', async () => {
    const waits: number[] = [];
    const sleep = loginTiming.sleep;
    loginTiming.sleep = async (ms) => void waits.push(ms);
    try {
      const user = await seedUser(t.ctx.db);
      for (let i = 0; i < 10; i++) {
        expect((await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, randomIp())).statusCode).toBe(401);
      }
      expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000]);
      const owner = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, randomIp());
      expect(owner.statusCode).toBe(200);
      expect(waits.at(-1)).toBe(4000);
      // Another account is not slowed down.
      const other = await seedUser(t.ctx.db);
      waits.length = 0;
      expect((await post('/api/auth/login', { email: other.email, password: TEST_PASSWORD }, randomIp())).statusCode).toBe(200);
      expect(waits).toEqual([]);
    } finally {
      loginTiming.sleep = sleep;
    }
  });

  it('login: 10 attempts per 15 minutes per e-mail and address; the owner elsewhere still signs in', async () => {
    const user = await seedUser(t.ctx.db);
    const sleep = loginTiming.sleep;
    loginTiming.sleep = async () => {};
    try {
      const ip = randomIp();
      for (let i = 0; i < 10; i++) {
        expect((await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, ip)).statusCode).toBe(401);
      }
      const blocked = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toEqual({ code: 'rate_limited', message: 'Too many login attempts. Please try again later.' });
      expect((await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, randomIp())).statusCode).toBe(200);
    } finally {
      loginTiming.sleep = sleep;
    }
  });

  it('login: 30 attempts per 15 minutes per address, whatever the e-mail', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) {
      expect((await post('/api/auth/login', { email: `guess-${i}@example.com`, password: 'wrong-password' }, ip)).statusCode).toBe(401);
    }
    const user = await seedUser(t.ctx.db);
    expect((await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
    expect((await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, randomIp())).statusCode).toBe(200);
  });

  it('signup: 30 per hour per address, enough for a family event on shared Wi-Fi', async () => {
    const ip = randomIp();
    expect(SIGNUPS_PER_ADDRESS_PER_HOUR).toBe(30);
    for (let i = 0; i < 30; i++) expect((await post('/api/auth/signup', signupBody(i), ip)).statusCode).toBe(201);
    const blocked = await post('/api/auth/signup', signupBody(30), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'rate_limited',
      message: 'Many accounts were created from this network in the last hour. Please try again later.',
    });
    expect((await post('/api/auth/signup', signupBody(31), randomIp())).statusCode).toBe(201);
  });

  it('forgot password: 3 per hour per e-mail from one address, whether or not it has an account', async () => {
    const user = await seedUser(t.ctx.db);
    const ip = randomIp();
    for (const email of [user.email, 'nobody@example.com']) {
      for (let i = 0; i < 3; i++) expect((await post('/api/auth/forgot-password', { email }, ip)).statusCode).toBe(200);
      const blocked = await post('/api/auth/forgot-password', { email: email.toUpperCase() }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toEqual({ code: 'rate_limited', message: 'Too many password reset requests. Please try again later.' });
    }
    await t.app.mailer.idle();
  });

  it('a client that is not a trusted proxy cannot dodge the per-address limit with X-Forwarded-For', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': randomIp() },
        payload: { email: `spoof-${i}@example.com`, password: 'wrong-password' },
      });
    for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(30)).statusCode).toBe(429);
  });
});
