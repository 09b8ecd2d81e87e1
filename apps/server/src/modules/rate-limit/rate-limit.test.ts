import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { rateLimits } from '../../db/schema/index';
import { hit, startRateLimitPruning } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limit windows', () => {
  it('allows max attempts in a window opened by the first attempt, wherever it falls on the clock', async () => {
    const limit = { key: 'test:a', max: 3, windowMs: 15 * 60_000 };
    const start = Date.UTC(2026, 0, 1, 10, 14, 59); // one second before a quarter-hour boundary
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(t.ctx.db, limit, start + i * 1000));
    expect(results).toEqual([true, true, true, false]);
    expect(await hit(t.ctx.db, limit, start + 15 * 60_000 - 1)).toBe(false);
    expect(await hit(t.ctx.db, limit, start + 15 * 60_000)).toBe(true);
    expect(await hit(t.ctx.db, limit, start + 15 * 60_000 + 1)).toBe(true);
  });

  it('counts keys separately', async () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(await hit(t.ctx.db, { key: 'test:b', max: 1, windowMs: 1000 }, now)).toBe(true);
    expect(await hit(t.ctx.db, { key: 'test:c', max: 1, windowMs: 1000 }, now)).toBe(true);
    expect(await hit(t.ctx.db, { key: 'test:b', max: 1, windowMs: 1000 }, now)).toBe(false);
  });
});

describe('rate limit pruning', () => {
  afterEach(() => vi.useRealTimers());

  it('deletes windows that ended more than a day ago every hour, and keeps the rest', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: object[] = [];
    const pruning = startRateLimitPruning(t.ctx.db, { error: (object) => errors.push(object) });
    const now = Date.now();
    await hit(t.ctx.db, { key: 'prune:old', max: 5, windowMs: 60_000 }, now - 25 * 60 * 60_000);
    await hit(t.ctx.db, { key: 'prune:recent', max: 5, windowMs: 60_000 }, now - 23 * 60 * 60_000);
    const keys = async () => (await t.ctx.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).filter((key) => key.startsWith('prune:')).sort();

    vi.advanceTimersByTime(59 * 60_000);
    expect(await keys()).toEqual(['prune:old', 'prune:recent']);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(async () => expect(await keys()).toEqual(['prune:recent']));
    pruning.stop();
    expect(errors).toEqual([]);
  });
});
