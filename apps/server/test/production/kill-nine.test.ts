import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { GameActionResponse, GameBoardResponse } from '@app/shared/contracts/games';
import { openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { seedCategory } from '../content-factory';
import { seedUser, TEST_PASSWORD } from '../factories';
import { withDatabase } from '../global-setup';
import { gameRequest } from '../games';
import { exited, freePort, serverEnv, startServer } from '../server-process';

/**
 * kill -9 while a host plays: every action the server acknowledged is there after the restart
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL), and the data folder reopens cleanly.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'quiz-kill-'));
const pgUrl = process.env.TEST_DATABASE_URL;
const pgName = `quiz_kill_${process.pid}_${randomBytes(3).toString('hex')}`;
const databaseUrl = pgUrl ? withDatabase(pgUrl, pgName) : undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${pgName} with (force)`);
    await admin.end();
  }
});

it('keeps every acknowledged game action through kill -9 and reopens the data cleanly', { timeout: 400_000 }, async () => {
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${pgName} template ${inject('pgTemplate')}`);
    await admin.end();
  }
  const setup = await openDatabase({ dataDir, databaseUrl });
  await prepareDatabase(setup, {});
  const host = await seedUser(setup.db, { points: 3 });
  const category = await seedCategory(setup.db, { questionsPerDifficulty: 6 });
  await setup.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  child = await startServer(port, env);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: host.email, password: TEST_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const created = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(gameRequest([category.id])),
  });
  expect(created.status).toBe(201);
  const gameId = ((await created.json()) as { game: { id: number } }).game.id;

  // The host plays as fast as the server answers; the process dies mid-stream.
  let acknowledgedVersion = 1;
  let acknowledged = 0;
  const playing = (async () => {
    for (;;) {
      try {
        const response = await fetch(`${base}/api/games/${gameId}/actions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ action: { type: 'adjustScore', team: 0, direction: 'plus' } }),
        });
        if (response.status !== 200) throw new Error(`action answered ${response.status}`);
        acknowledgedVersion = ((await response.json()) as GameActionResponse).version;
        acknowledged++;
      } catch (error) {
        if (child?.signalCode === 'SIGKILL' || child?.killed) return;
        throw error;
      }
    }
  })();
  while (acknowledged < 30) await new Promise((resolve) => setTimeout(resolve, 10));
  child.kill('SIGKILL');
  await exited(child);
  await playing;

  child = await startServer(port, env);
  const board = await fetch(`${base}/api/games/${gameId}`, { headers: { cookie } });
  const { game } = (await board.json()) as GameBoardResponse;
  // Every acknowledged action is there; at most the one in flight at the kill was saved unanswered.
  expect(game.version).toBeGreaterThanOrEqual(acknowledgedVersion);
  expect(game.version).toBeLessThanOrEqual(acknowledgedVersion + 1);
  expect(game.state.teams[0]!.score).toBe(200 * (game.version - 1));
  child.kill('SIGTERM');
  await exited(child);
  expect(child.exitCode).toBe(0);

  const reopened = await openDatabase({ dataDir, databaseUrl });
  try {
    const [row] = await reopened.queryPrepared<{ version: number }>('kill_check', `select version from games where id = ${gameId}`, []);
    expect(row!.version).toBe(game.version);
  } finally {
    await reopened.close();
  }
});
