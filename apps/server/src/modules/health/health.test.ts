import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and ping', () => {
  it('reports the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers HEAD /api/ping with 204 and no caching', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/ping' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No route GET /api/nothing-here' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with database unreachable', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    await other.app.close();
  });
});
