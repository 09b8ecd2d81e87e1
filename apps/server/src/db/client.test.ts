import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database folder lock', () => {
  it('refuses a folder another running process has open (the server, while the content command runs)', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    await expect(openPglite(dir)).rejects.toThrow(
      `The database in ${dir} is in use by another process (pid ${process.ppid}). Stop the server first, or use DATABASE_URL (a PostgreSQL server several processes can share).`,
    );
  });

  it('takes over a lock left by a process that has ended, refuses a second open, and releases on close', async () => {
    const dir = freshDir();
    const lock = path.join(dir, 'pglite.lock');
    writeFileSync(lock, '2147483646');
    const database = await openPglite(dir);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await expect(openPglite(dir)).rejects.toThrow(`The database in ${dir} is already open in this process.`);
    await database.close();
    expect(existsSync(lock)).toBe(false);
  });
});
