import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { createPgliteDataDir } from './pglite-setup';

const root = mkdtempSync(path.join(tmpdir(), 'quiz-pglite-setup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a fresh DATA_DIR', () => {
  it('gets its database created in a child process, complete, with the small-memory settings', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'fresh');
    const database = await openPglite(dataDir);
    try {
      expect(readdirSync(dataDir).sort()).toEqual(['pglite', 'pglite.lock']);
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      const [settings] = await database.queryPrepared<{ shared_buffers: string; maintenance_work_mem: string }>(
        'memory_settings',
        "select current_setting('shared_buffers') as shared_buffers, current_setting('maintenance_work_mem') as maintenance_work_mem",
        [],
      );
      expect(settings).toEqual({ shared_buffers: '16MB', maintenance_work_mem: '16MB' });
    } finally {
      await database.close();
    }
  });

  it('refuses a pglite folder that holds files but no database, and leaves it alone', async () => {
    const pgData = path.join(root, 'stray', 'pglite');
    mkdirSync(pgData, { recursive: true });
    writeFileSync(path.join(pgData, 'notes.txt'), 'keep me');
    await expect(createPgliteDataDir(pgData)).rejects.toThrow(`${pgData} holds files but no database (no PG_VERSION)`);
    expect(readdirSync(pgData)).toEqual(['notes.txt']);
  });
});
