import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema/index';
import { VERIFY_PROVIDER_CALLS_PER_MINUTE } from '../../src/modules/payments/verify-payment';
import { createTestApp, type TestApp } from '../app';
import { seedSignedInUser } from '../factories';
import { verify } from '../payments';

/** Finding 10: the per-user provider limit counts provider calls, not verify requests. */
let t: TestApp;
let providerCalls = 0;
beforeAll(async () => {
  t = await createTestApp({
    fetch: (self) => async (url, init) => {
      if (url.endsWith('/GetPaymentStatus')) providerCalls++;
      return self(url, init);
    },
  });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('provider limit', () => {
  it('one verify of an unknown id asks the provider once, and each provider call counts', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db);
    providerCalls = 0;
    const first = await verify(t.app, cookie, { rawInput: '70012345' });
    expect(first.statusCode).toBe(404);
    expect(providerCalls).toBe(1);

    // Two calls left in this minute: a verify with two unknown ids uses both.
    await t.ctx.db.insert(rateLimits).values({ key: `verify:user:${user.id}`, windowStart: new Date(), count: VERIFY_PROVIDER_CALLS_PER_MINUTE - 2 }).onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: VERIFY_PROVIDER_CALLS_PER_MINUTE - 2 },
    });
    providerCalls = 0;
    expect((await verify(t.app, cookie, { paymentId: '70012346', rawInput: '70012347' })).statusCode).toBe(404);
    expect(providerCalls).toBe(2);
    const blocked = await verify(t.app, cookie, { paymentId: '70012348' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({ code: 'rate_limited', message: 'Too many payment checks. Please wait a minute and try again.' });
    expect(providerCalls).toBe(2);
  });
});
