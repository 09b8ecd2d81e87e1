import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runServerToExit, serverEnv } from '../server-process';

/** Each start-up failure is one line naming the setting and what to do, and a non-zero exit code. */
const root = mkdtempSync(path.join(tmpdir(), 'quiz-startup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const folder = (name: string) => {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

describe.concurrent('start-up failures', { timeout: 180_000 }, () => {
  it('names the unreachable database, waits DATABASE_WAIT_SECONDS, then gives up in one line', async () => {
    const port = await freePort(); // nothing listens there
    const started = Date.now();
    const run = await runServerToExit(
      serverEnv(await freePort(), folder('db'), { DATABASE_URL: `postgres://quiz@127.0.0.1:${port}/quiz`, DATABASE_WAIT_SECONDS: '2' }),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `Cannot reach the database at 127.0.0.1:${port} (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}. Gave up after 2 s (DATABASE_WAIT_SECONDS): start PostgreSQL there or correct DATABASE_URL.\n`,
    );
    expect(run.stdout).toBe(
      `Waiting for the database at 127.0.0.1:${port} (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}. Retrying for up to 2 s (DATABASE_WAIT_SECONDS).\n`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a DATA_DIR that is a file', async () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    const run = await runServerToExit(serverEnv(await freePort(), file));
    expect(run).toEqual({ code: 1, stdout: '', stderr: `DATA_DIR=${file} is a file, not a folder: set DATA_DIR to a folder the server can write to.\n` });
  });

  it('refuses a DATA_DIR the server cannot write to', async () => {
    const dir = folder('read-only');
    chmodSync(dir, 0o555);
    const run = await runServerToExit(serverEnv(await freePort(), dir), { asOrdinaryUser: true });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `DATA_DIR=${dir} is not writable by this user (EACCES): give the server's user write access to it, or set DATA_DIR to a folder it can write to.\n`,
    });
  });

  it('refuses a DATA_DIR whose database another live process holds', async () => {
    const dir = folder('locked');
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.pid));
    const run = await runServerToExit(serverEnv(await freePort(), dir));
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `DATA_DIR=${dir} is in use by another running process (pid ${process.pid}): stop that process first, or set DATA_DIR to another folder (DATABASE_URL lets several processes share one PostgreSQL server).\n`,
    });
  });
});
