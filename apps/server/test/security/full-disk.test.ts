import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFullWatch, DISK_FULL_REPORTED_MS } from '../../src/db/disk-full';
import { createTestApp, type TestApp } from '../app';

/**
 * Probe finding: on a full disk an insert that needs a new page answered 500 while /api/health
 * stayed 200. The full disk is simulated without filling one: a trigger makes every insert into
 * `users` fail the way PostgreSQL (and PGlite) does when it cannot extend a file, SQLSTATE 53100.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.execute(sql`create function simulate_disk_full() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = 'disk_full'; end $$`);
  await t.ctx.db.execute(sql`create trigger simulate_disk_full before insert on users for each row execute function simulate_disk_full()`);
});
afterAll(() => t.close());

const signup = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      firstName: 'Ali',
      lastName: 'Disk',
      email: 'full-disk@example.com',
      password: 'secret12',
      confirmPassword: 'secret12',
      country: 'KW',
      phone: '55512345',
    },
  });

describe('a full disk', () => {
  it('answers 503 with the busy message, and /api/health says the disk is full', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const response = await signup();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The service is busy, we are reconnecting. Please try again.' },
    });

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', database: 'disk_full' });
  });

  it('health is healthy again a minute after the last write that found the disk full', () => {
    let now = 1_000_000;
    const watch = new DiskFullWatch(() => now);
    expect(watch.isFull()).toBe(false);
    watch.record();
    now += DISK_FULL_REPORTED_MS - 1;
    expect(watch.isFull()).toBe(true);
    now += 1;
    expect(watch.isFull()).toBe(false);
  });
});
