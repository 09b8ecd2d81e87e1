import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

const OPENING = 'opening the database';

describe("PostgreSQL's WebAssembly", () => {
  it('is compiled by the baseline compiler only, so no optimizing compilation stays resident', { timeout: 180_000 }, async () => {
    // A server's start-up in miniature, in a process of its own that prints each WebAssembly
    // function V8 compiles and with which compiler: open a new database, then run a query often
    // enough that V8 would otherwise recompile PostgreSQL's busiest functions with TurboFan.
    const client = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'client.ts')).href;
    const script = [
      `const { openPglite } = await import(${JSON.stringify(client)});`,
      `console.log(${JSON.stringify(OPENING)});`,
      `const database = await openPglite(${JSON.stringify(path.join(root, 'compiled'))});`,
      "for (let i = 0; i < 300; i++) await database.queryPrepared('busy', 'select count(*) from pg_class where relpages >= $1', [i]);",
      'await database.close();',
    ].join('\n');
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', '--trace-wasm-compilation-times', '--input-type=module', '--eval', script],
        { maxBuffer: 256 * 1024 * 1024 },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      );
    });
    // From the opening on: Node compiles a small WebAssembly module of its own (it reads CommonJS exports) while importing.
    const lines = output.slice(output.indexOf(OPENING)).split('\n');
    const compiledWith = (compiler: string) =>
      lines.filter((line) => line.startsWith('Compiled function') && line.includes(`using ${compiler}`)).length;
    expect(compiledWith('Liftoff')).toBeGreaterThan(0);
    expect(compiledWith('TurboFan')).toBe(0);
  });
});
