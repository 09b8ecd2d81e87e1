/**
 * Players keep playing through nginx while one process is stopped (SIGTERM, a graceful stop as in
 * an upgrade) and later the other is killed (SIGKILL, a crash). The survivor keeps serving, and
 * afterwards every acknowledged action is in the database: per game, the saved version counts
 * every acknowledged action once, plus at most the actions whose answer never came.
 */
import { MANUAL_SCORE_STEP } from '@app/shared/constants';
import type { GameState } from '@app/shared/game/state';
import { signUp, type ApiClient } from '../support/api';
import type { Cluster } from './cluster';
import { query } from './database';
import { act, newGame, playableCategories } from './play';
import { check } from './report';

const PLAYERS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Player = { client: ApiClient; gameId: number; startVersion: number; acked: number[]; unanswered: number };

class Load {
  private running = true;
  private readonly done: Promise<void>;
  /** Acknowledged and failed requests so far, read at the edges of each phase. */
  acked = 0;
  failed = 0;
  readonly failures = new Map<string, number>();

  constructor(readonly players: Player[]) {
    this.done = Promise.all(players.map((player) => this.play(player))).then(() => undefined);
  }

  private async play(player: Player): Promise<void> {
    while (this.running) {
      try {
        const answer = await act(player.client, player.gameId, { type: 'adjustScore', team: 0, direction: 'plus' });
        if (answer.status === 200) {
          player.acked.push(answer.version!);
          this.acked++;
          continue;
        }
        this.fail(`${answer.status}${answer.code ? ` ${answer.code}` : ''}`);
      } catch (error) {
        this.fail(error instanceof Error ? error.message : String(error));
      }
      player.unanswered++;
      await sleep(50);
    }
  }

  private fail(reason: string): void {
    this.failed++;
    this.failures.set(reason, (this.failures.get(reason) ?? 0) + 1);
  }

  /** Acknowledged and failed requests while `during` runs, and the acknowledgements per second. */
  async measure(during: () => Promise<unknown>): Promise<{ acked: number; failed: number; perSecond: number; seconds: number }> {
    const [acked, failed, started] = [this.acked, this.failed, performance.now()];
    await during();
    const seconds = (performance.now() - started) / 1000;
    return { acked: this.acked - acked, failed: this.failed - failed, perSecond: Math.round((this.acked - acked) / seconds), seconds };
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }
}

export async function failover(cluster: Cluster): Promise<void> {
  const players: Player[] = await Promise.all(
    Array.from({ length: PLAYERS }, async () => {
      const client = await signUp(cluster.nginxUrl);
      const game = await newGame(client, await playableCategories(client, 1));
      return { client, gameId: game.id, startVersion: game.version, acked: [], unanswered: 0 };
    }),
  );
  const load = new Load(players);
  const figures = (m: { acked: number; failed: number; perSecond: number; seconds: number }) =>
    `${m.acked} acknowledged (${m.perSecond}/s), ${m.failed} failed, over ${m.seconds.toFixed(1)} s`;
  try {
    const both = await load.measure(() => sleep(2000));
    check(both.acked > 0 && both.failed === 0, `${PLAYERS} players through nginx, both processes up`, figures(both));

    // Round 1: SIGTERM process 1 mid-load (a graceful stop), then start it again.
    let exitCode: number | string = -1;
    const stopping = await load.measure(async () => (exitCode = await cluster.servers[0]!.stop(15_000)));
    // Requests already on a connection to the stopping process may be answered 503 (not retried by
    // nginx: a POST), as the web app's client is told to retry; they are counted, not hidden.
    check(exitCode === 0, 'process 1 stopped by SIGTERM mid-load exits 0', `exit ${exitCode}; while stopping: ${figures(stopping)}`);
    const alone2 = await load.measure(() => sleep(2000));
    check(alone2.acked > 0 && alone2.failed === 0, 'process 2 alone keeps serving through nginx, no request failed', figures(alone2));
    let restartMs = 0;
    await load.measure(async () => {
      const started = performance.now();
      await cluster.startServer(0);
      restartMs = performance.now() - started;
    });
    const again = await load.measure(() => sleep(1500));
    check(again.acked > 0, 'process 1 started again under load', `ready in ${(restartMs / 1000).toFixed(1)} s; then ${figures(again)}`);

    // Round 2: SIGKILL process 2 mid-load (a crash).
    const killed = await load.measure(async () => {
      cluster.servers[1]!.child.kill('SIGKILL');
      await cluster.servers[1]!.exited;
    });
    const alone1 = await load.measure(() => sleep(2500));
    check(
      alone1.acked > 0 && alone1.failed <= PLAYERS,
      'process 2 killed (SIGKILL) mid-load: process 1 keeps serving through nginx, only requests in flight at the kill fail',
      `${figures(alone1)}; failed at the kill: ${killed.failed}`,
    );
  } finally {
    await load.stop();
  }
  await cluster.startServer(1);
  if (load.failures.size > 0) {
    console.log(`  failed requests: ${[...load.failures].map(([reason, n]) => `${n}x ${reason}`).join(', ')}`);
    console.log(`  nginx error.log, last lines:\n    ${cluster.nginxErrors().join('\n    ')}`);
  }

  const saved = await query<{ id: number; version: number; state: GameState }>(
    cluster.databaseUrl,
    'select id, version, state from games where id = any($1)',
    [players.map((p) => p.gameId)],
  );
  let acknowledged = 0;
  let unanswered = 0;
  let lost = 0;
  let extra = 0;
  let inconsistent = 0;
  for (const player of players) {
    const game = saved.find((g) => g.id === player.gameId)!;
    const applied = game.version - player.startVersion;
    acknowledged += player.acked.length;
    unanswered += player.unanswered;
    const increasing = player.acked.every((v, i) => i === 0 || v > player.acked[i - 1]!);
    if (!increasing || (player.acked.at(-1) ?? 0) > game.version || applied < player.acked.length) lost += Math.max(1, player.acked.length - applied);
    if (applied > player.acked.length + player.unanswered) extra += applied - player.acked.length - player.unanswered;
    if (game.state.teams[0].score !== MANUAL_SCORE_STEP * applied) inconsistent++;
  }
  check(
    lost === 0 && extra === 0 && inconsistent === 0,
    'zero acknowledged writes lost: the database holds every acknowledged action of every game',
    `${acknowledged} acknowledged, ${unanswered} without an answer, saved ${saved.reduce((sum, g) => sum + g.version, 0) - players.reduce((sum, p) => sum + p.startVersion, 0)}; lost ${lost}, unexplained ${extra}, scores not matching their version ${inconsistent}`,
  );
}
