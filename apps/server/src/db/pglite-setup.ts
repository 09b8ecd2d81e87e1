import { execFile } from 'node:child_process';
import { existsSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database, chosen for a small resident memory (see
 * docs/performance.md, Memory). The whole database of a typical installation is tens of MB and
 * its files stay in the operating system's cache, so 16 MB of shared buffers cost no measured
 * speed, where PostgreSQL's default of 128 MB is touched (and kept resident) as data is read.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/**
 * V8 settings for PGlite's WebAssembly (PostgreSQL compiled to a 9 MB module): its functions are
 * compiled by V8's baseline compiler (Liftoff) only, never recompiled by the optimizing compiler
 * (TurboFan). Those recompilations ran on V8's background threads as the server started (200 and
 * more PostgreSQL functions during migrations, seeding and the first queries), and the C++ memory
 * they used stayed resident in those threads' allocation arenas: 60-110 MB, the larger part of
 * the server's memory above its goal (docs/performance.md, Memory). Baseline code runs PGlite's
 * statements at about the same cost per request. WebAssembly compiled after this (only PGlite's
 * here) is compiled the same way.
 */
export const PGLITE_V8_FLAGS: readonly string[] = ['--no-wasm-dynamic-tiering', '--no-wasm-tier-up'];

/** Applies PGLITE_V8_FLAGS to this process; called before PGlite compiles its module. */
export function useBaselineWasmCompiler(): void {
  for (const flag of PGLITE_V8_FLAGS) setFlagsFromString(flag);
}

/**
 * Creates the PostgreSQL data folder in a child process when it does not exist yet. PGlite runs
 * initdb in a second WebAssembly instance of PostgreSQL; in the server's own process that
 * instance's memory stayed resident for the life of the server (about 400 MB). The folder is
 * built beside its final place and renamed only once complete, so a start stopped half-way never
 * leaves a partial database behind.
 */
export async function createPgliteDataDir(pgDataDir: string): Promise<void> {
  if (existsSync(path.join(pgDataDir, 'PG_VERSION'))) return;
  if (existsSync(pgDataDir)) {
    try {
      rmdirSync(pgDataDir);
    } catch {
      throw new Error(`${pgDataDir} holds files but no database (no PG_VERSION): move it away, or restore a backup into an empty DATA_DIR.`);
    }
  }
  const building = `${pgDataDir}.creating`;
  rmSync(building, { recursive: true, force: true });
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = [
    'const [url, dataDir, params] = process.argv.slice(1);',
    'const module = await import(url);',
    'const { PGlite } = module.PGlite ? module : module.default;',
    'const client = await PGlite.create({ dataDir, startParams: JSON.parse(params) });',
    'await client.close();',
  ].join('\n');
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [...PGLITE_V8_FLAGS, '--input-type=module', '--eval', script, pglite, building, JSON.stringify(PGLITE_START_PARAMS)],
      { maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const cause = stderr.trim().split('\n').find((line) => /Error/.test(line)) ?? error.message;
        reject(new Error(`Could not create the database in ${pgDataDir}: ${cause}`));
      },
    );
  });
  renameSync(building, pgDataDir);
}
