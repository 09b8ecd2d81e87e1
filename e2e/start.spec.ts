import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
const BASE = `http://localhost:${PORT}`;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: BASE },
    stdio: 'ignore',
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

test('a fresh data folder is created, seeded, served, and reused by the next start', async () => {
  test.setTimeout(120_000);
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'quiz-start-')), 'data');
  expect(existsSync(dataDir)).toBe(false);

  let server = await startServer(dataDir);
  const html = await (await fetch(`${BASE}/`)).text();
  expect(html).toContain('<div id="root"></div>');
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
  expect(await stopServer(server)).toBe(0);

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
