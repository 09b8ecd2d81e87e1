/**
 * Resident memory of the built server at rest: started on a fresh data folder (the first start
 * creates the database, migrates it and seeds the question pack), stopped, then started again on
 * the same folder. "At rest" is read REST_MS after /api/health first answers 200; "peak" is the
 * highest resident memory the process had reached by then. "CPU s to ready" is the CPU time the
 * process (with the child that creates the database) used until it was ready: start-up's cost,
 * a figure that holds when the shared machine is busy and "ready after s" does not.
 * Each start is compared with the goal (under GOAL_MB at rest, docs/performance.md); the run
 * fails when a start is over it.
 *
 *   npm run bench -- memory [--postgres postgres://user@host:5432/postgres]
 *
 * With --postgres the same two starts run on a fresh database on that PostgreSQL server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, startServerProcess } from '../support/server-process';

const REST_MS = Number(process.env.REST_MS ?? 5000);
/** The goal for resident memory at rest, on every start (docs/performance.md, Memory). */
const GOAL_MB = 300;
const postgresArg = process.argv.indexOf('--postgres');
const POSTGRES_URL = postgresArg > 0 ? process.argv[postgresArg + 1] : undefined;

type Row = { start: string; readyS: number; cpuS: number; rssMb: number; peakMb: number };

async function measureStart(label: string, env: Record<string, string>): Promise<Row> {
  const began = Date.now();
  const server = await startServerProcess({ env });
  const readyS = (Date.now() - began) / 1000;
  const cpuS = server.cpuSeconds();
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
  const { rssMb, peakMb } = server.memory();
  const code = await server.stop();
  if (code !== 0) throw new Error(`The server exited with ${code} on SIGTERM:\n${server.output()}`);
  return { start: label, readyS: Math.round(readyS * 10) / 10, cpuS: Math.round(cpuS * 10) / 10, rssMb, peakMb };
}

async function withFreshPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

buildServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
try {
  const rows: Row[] = [];
  if (POSTGRES_URL) {
    await withFreshPostgres(POSTGRES_URL, async (url) => {
      const env = { DATA_DIR: dataDir, DATABASE_URL: url };
      rows.push(await measureStart('PostgreSQL, first start (migrate, seed)', env));
      rows.push(await measureStart('PostgreSQL, restart', env));
    });
  } else {
    const env = { DATA_DIR: dataDir };
    rows.push(await measureStart('PGlite, first start (create, migrate, seed)', env));
    rows.push(await measureStart('PGlite, restart', env));
  }
  console.log(`\nResident memory of node apps/server/dist/main.js, ${REST_MS / 1000} s after it was ready`);
  console.log('| start | ready after s | CPU s to ready | RSS at rest MB | peak RSS MB |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.start} | ${r.readyS} | ${r.cpuS} | ${r.rssMb} | ${r.peakMb} |`);
  console.log('');
  for (const r of rows) {
    const verdict = r.rssMb < GOAL_MB ? `under the ${GOAL_MB} MB goal by ${GOAL_MB - r.rssMb} MB` : `OVER the ${GOAL_MB} MB goal by ${r.rssMb - GOAL_MB} MB`;
    console.log(`${r.start}: ${r.rssMb} MB at rest, ${verdict}`);
  }
  if (rows.some((r) => r.rssMb >= GOAL_MB)) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
