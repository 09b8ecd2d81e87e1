import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { SNAPSHOT_FILE } from '../../test/paths';
import { countQueries } from '../../test/query-counter';
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
      `DATA_DIR=${dir} is in use by another running process (pid ${process.ppid}): stop that process first, or set DATA_DIR to another folder (DATABASE_URL lets several processes share one PostgreSQL server).`,
    );
  });

  it('takes over a lock left by a process that has ended, refuses a second open, and releases on close', async () => {
    const dir = freshDir();
    const lock = path.join(dir, 'pglite.lock');
    writeFileSync(lock, '2147483646');
    // From the migrated snapshot: quicker than creating a new database cluster in the folder.
    const database = await openPglite(dir, new Blob([readFileSync(SNAPSHOT_FILE)]));
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await expect(openPglite(dir)).rejects.toThrow(`The database in ${dir} is already open in this process.`);
    await database.close();
    expect(existsSync(lock)).toBe(false);
  });
});

describe('queryPrepared', () => {
  it('prepares a statement on first use and reuses it, one round trip each time, also when called at once', async () => {
    const database = await createTestDatabase();
    try {
      const text = 'select $1::int + 1 as "next", $2::int is null as "secondIsNull"';
      const first = await countQueries(database, () =>
        Promise.all([
          database.queryPrepared('add_one', text, [1, null]),
          database.queryPrepared('add_one', text, [41, 7]),
        ]),
      );
      expect(first.result).toEqual([[{ next: 2, secondIsNull: true }], [{ next: 42, secondIsNull: false }]]);
      expect(first.statements).toHaveLength(2);
      const again = await countQueries(database, () => database.queryPrepared('add_one', text, [9, 1]));
      expect(again.result).toEqual([{ next: 10, secondIsNull: false }]);
      expect(again.statements).toHaveLength(1);
      if (database.kind === 'pglite') {
        await expect(database.queryPrepared('add_one', text, [1.5, null])).rejects.toThrow('queryPrepared: parameters must be integers or null, got 1.5');
      }
    } finally {
      await database.close();
    }
  });
});
