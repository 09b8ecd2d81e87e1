import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginTiming, SIGNUPS_PER_ADDRESS_PER_HOUR } from '../../src/modules/auth/service';
import { TV_PAIR_LIMIT } from '../../src/modules/tv/routes';
import { createTestApp, type TestApp } from '../app';

/**
 * Probe finding: per-address limits counted each IPv6 address apart, so 40 addresses of one /64
 * (one home's block) were never refused logins, TV codes or sign-ups. A /64 is one client now.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** The i-th address of one /64. */
const inBlock = (i: number) => `2001:db8:77:5::${(i + 1).toString(16)}`;
const post = (url: string, payload: object, ip: string) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

describe('per-address limits count an IPv6 /64 as one client', () => {
  it('login: the 31st attempt from one /64 in 15 minutes is refused; another /64 is not', async () => {
    const sleep = loginTiming.sleep;
    loginTiming.sleep = async () => {};
    try {
      const answers: number[] = [];
      for (let i = 0; i < 40; i++) answers.push((await post('/api/auth/login', { email: `spray-${i}@example.com`, password: 'wrong-password' }, inBlock(i))).statusCode);
      expect(answers.filter((status) => status === 401)).toHaveLength(30);
      expect(answers.slice(30)).toEqual(new Array(10).fill(429));
      expect((await post('/api/auth/login', { email: 'other@example.com', password: 'wrong-password' }, '2001:db8:77:6::1')).statusCode).toBe(401);
    } finally {
      loginTiming.sleep = sleep;
    }
  });

  it('TV codes: 20 tries per /64', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) answers.push((await post('/api/tv/pair', { code: 'ZZZZZ9' }, inBlock(i))).statusCode);
    expect(answers.slice(0, TV_PAIR_LIMIT.max)).toEqual(new Array(20).fill(400));
    expect(answers.slice(TV_PAIR_LIMIT.max)).toEqual(new Array(20).fill(429));
  });

  it('sign-ups (each worth free points): 30 per hour per /64', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 32; i++) {
      const body = { firstName: 'Ali', lastName: 'Block', email: `block-${i}@example.com`, password: 'secret12', confirmPassword: 'secret12', country: 'KW', phone: '55512345' };
      answers.push((await post('/api/auth/signup', body, inBlock(i))).statusCode);
    }
    expect(answers.slice(0, SIGNUPS_PER_ADDRESS_PER_HOUR)).toEqual(new Array(30).fill(201));
    expect(answers.slice(SIGNUPS_PER_ADDRESS_PER_HOUR)).toEqual([429, 429]);
    await t.app.mailer.idle();
  });

  it('an IPv4 address written as IPv4-mapped IPv6 is the same client', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await post('/api/tv/pair', { code: 'ZZZZZ9' }, i % 2 ? '198.51.100.4' : '::ffff:198.51.100.4')).statusCode);
    expect(answers.at(-1)).toBe(429);
  });
});
