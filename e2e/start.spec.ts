import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { startServer as startProcess, stopServer } from './support/server';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
const BASE = `http://localhost:${PORT}`;

/** Every server a test starts is stopped after it, whatever the test's outcome. */
const started: ChildProcess[] = [];
const startServer = async (dataDir: string) => {
  const server = await startProcess(PORT, { DATA_DIR: dataDir });
  started.push(server);
  return server;
};
test.afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => stopServer(server)));
});

test('a fresh data folder is created, seeded, served, and reused by the next start', { tag: '@slow' }, async () => {
  test.setTimeout(360_000);
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'quiz-start-')), 'data');
  expect(existsSync(dataDir)).toBe(false);

  let server = await startServer(dataDir);
  const html = await (await fetch(`${BASE}/`)).text();
  expect(html).toContain('<html lang="en" dir="ltr" data-prerendered="en">');
  expect(html).toMatch(/Who knows the <span[^>]*>Ahl al-Bayt<\/span> best\?<\/h1>/);
  const signup = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ali', lastName: 'Start', email: 'start@example.com', password: 'secret-1',
      confirmPassword: 'secret-1', country: 'KW', phone: '55512345',
    }),
  });
  expect(signup.status).toBe(201);
  const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8');
  // While it runs, the server holds the embedded database folder (a second process is refused).
  expect(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(server.pid));
  expect(await stopServer(server)).toBe(0);
  expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

  server = await startServer(dataDir);
  expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'start@example.com', password: 'secret-1' }),
  });
  expect(login.status).toBe(200);
  expect((await login.json()).user.points).toBe(2);
  expect(await stopServer(server)).toBe(0);
});

test('a bad setting stops the server with one line naming it', () => {
  const result = spawnSync(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: 'abc' },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe('Invalid setting PORT="abc": must be a whole number');
});
