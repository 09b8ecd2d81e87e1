/**
 * Buzz fairness (DECISIONS.md 26): PHONES phones join a game's buzzers, a TV is paired and the host
 * console watches; for ROUNDS questions every phone buzzes at a random moment within 50 ms. Each
 * round prints whether the winner is the first buzz the server recorded (its arrival order), and
 * at the end the p95 time from the winning buzz until every screen (TV, host, every phone) shows it.
 *
 *   npm run bench -- buzzers
 */
import { fileURLToPath } from 'node:url';
import type { BuzzPhoneState, BuzzResponse, BuzzWinner, HostBuzzers } from '@app/shared/contracts/buzzers';
import type { TvGameView } from '@app/shared/contracts/tv';
import { createSession } from '../../apps/server/src/core/session/session-store';
import { SESSION_COOKIE } from '../../apps/server/src/core/session/current-user';
import { arrivalOrder } from '../../apps/server/src/modules/buzzers/buzzers';
import { seedCategories } from '../../apps/server/test/content-factory';
import { seedUser } from '../../apps/server/test/factories';
import { forkServerProcess, serveToParent, startBenchServer } from './support';

const PHONES = 8;
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const SPREAD_MS = 50;

type Fixtures = { url: string; hostCookie: string; categoryIds: number[] };

/** Child process: the app with a host who can create a game of 4 categories (24 questions). */
async function serve(): Promise<void> {
  const server = await startBenchServer();
  const { db } = server.database;
  const categories = await seedCategories(db, 4, { questionsPerDifficulty: 2 });
  const user = await seedUser(db, { points: 1 });
  const session = await createSession(db, { userId: user.id, persistent: false });
  const hostCookie = `${SESSION_COOKIE}=${server.app.signCookie(session.token)}`;
  serveToParent(server, { url: server.url, hostCookie, categoryIds: categories.map((c) => c.id) } satisfies Fixtures, (question) => {
    const { gameId, questionId } = question as { gameId: number; questionId: number };
    return arrivalOrder(db, gameId, questionId);
  });
}

/** A screen's event stream: calls `onEvent` with each event's name and data. */
async function openStream(url: string, cookie: string, onEvent: (type: string, data: unknown) => void): Promise<AbortController> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let end;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (type && data) onEvent(type, JSON.parse(data));
      }
    }
  })();
  return controller;
}

async function call<T>(url: string, method: string, cookie: string, body?: unknown): Promise<{ status: number; body: T; cookie: string | null }> {
  const response = await fetch(url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? null };
}

/** Each screen's latest winner, and waiters for a screen to show a question's winner or a phone to be unlocked. */
class Screens {
  private readonly seen = new Map<string, { winner: BuzzWinner | null; questionId: number | null }>();
  private waiters: { check: () => boolean; resolve: () => void }[] = [];
  readonly shownAt = new Map<string, number>();

  update(screen: string, questionId: number | null, winner: BuzzWinner | null): void {
    this.seen.set(screen, { questionId, winner });
    if (winner && !this.shownAt.has(`${screen}:${winner.questionId}`)) this.shownAt.set(`${screen}:${winner.questionId}`, performance.now());
    this.waiters = this.waiters.filter((waiter) => !(waiter.check() && (waiter.resolve(), true)));
  }

  until(check: (seen: Map<string, { winner: BuzzWinner | null; questionId: number | null }>) => boolean): Promise<void> {
    return new Promise((resolve) => {
      const waiter = { check: () => check(this.seen), resolve };
      if (waiter.check()) resolve();
      else this.waiters.push(waiter);
    });
  }
}

async function run(): Promise<void> {
  const server = await forkServerProcess<Fixtures>(fileURLToPath(import.meta.url));
  const { url, hostCookie, categoryIds } = server.fixtures;
  const streams: AbortController[] = [];
  try {
    const game = await call<{ game: { id: number } }>(`${url}/api/games`, 'POST', hostCookie, { name: 'Bench', categoryIds, teamNames: ['Lions', 'Eagles'] });
    const gameId = game.body.game.id;
    const board = await call<{ game: { state: { categories: { questions: { questionId: number }[] }[] } } }>(`${url}/api/games/${gameId}`, 'GET', hostCookie);
    const questionIds = board.body.game.state.categories.flatMap((c) => c.questions.map((q) => q.questionId)).slice(0, ROUNDS);
    const { body: toggled } = await call<{ buzzers: HostBuzzers }>(`${url}/api/games/${gameId}/buzzers`, 'PUT', hostCookie, { enabled: true });
    const pairing = await call<{ pairing: { code: string } }>(`${url}/api/games/${gameId}/tv-pairings`, 'POST', hostCookie);
    const tvCookie = (await call(`${url}/api/tv/pair`, 'POST', '', { code: pairing.body.pairing.code })).cookie!;

    const screens = new Screens();
    const question = { current: null as number | null };
    streams.push(
      await openStream(`${url}/api/tv/events`, tvCookie, (type, data) => {
        const view = data as TvGameView;
        if (type === 'game') screens.update('tv', view.state.activeQuestionId, view.buzzers?.winner ?? null);
      }),
      await openStream(`${url}/api/games/${gameId}/buzzers/events`, hostCookie, (type, data) => {
        if (type === 'buzzers') screens.update('host', question.current, (data as HostBuzzers).winner);
      }),
    );
    const phones: { id: number; cookie: string }[] = [];
    for (let i = 0; i < PHONES; i++) {
      const joined = await call<{ state: BuzzPhoneState }>(`${url}/api/buzz/join`, 'POST', '', { code: toggled.buzzers.joinCode, name: `Phone ${i + 1}`, team: i % 2 });
      const phone = { id: joined.body.state.phone.id, cookie: joined.cookie! };
      phones.push(phone);
      streams.push(
        await openStream(`${url}/api/buzz/events`, phone.cookie, (type, data) => {
          const state = data as BuzzPhoneState;
          if (type === 'state') screens.update(`phone${phone.id}`, state.questionId, state.winner);
        }),
      );
    }
    const screenNames = ['tv', 'host', ...phones.map((p) => `phone${p.id}`)];

    const untilEveryScreen: number[] = [];
    let fair = 0;
    console.log(`\n${PHONES} phones, ${ROUNDS} rounds, buzzes spread over ${SPREAD_MS} ms (PGlite, one server process)`);
    console.log('| round | winner | first arrival | fair | until every screen ms |');
    console.log('|---:|---|---|---|---:|');
    for (const [round, questionId] of questionIds.entries()) {
      question.current = questionId;
      await call(`${url}/api/games/${gameId}/actions`, 'POST', hostCookie, { action: { type: 'openQuestion', questionId } });
      // Every phone has heard the question open (its button is unlocked).
      await screens.until((seen) => phones.every((p) => seen.get(`phone${p.id}`)?.questionId === questionId));

      const sentAt = new Map<number, number>();
      const results = await Promise.all(
        phones.map(
          (phone) =>
            new Promise<BuzzResponse>((resolve) =>
              setTimeout(() => {
                sentAt.set(phone.id, performance.now());
                void call<BuzzResponse>(`${url}/api/buzz`, 'POST', phone.cookie).then((r) => resolve(r.body));
              }, Math.random() * SPREAD_MS),
            ),
        ),
      );
      const won = results.filter((r) => r.result === 'won');
      const winnerId = won[0]!.winner.phoneId;
      await screens.until(() => screenNames.every((name) => screens.shownAt.has(`${name}:${questionId}`)));
      const slowest = Math.max(...screenNames.map((name) => screens.shownAt.get(`${name}:${questionId}`)!)) - sentAt.get(winnerId)!;
      untilEveryScreen.push(slowest);
      const arrivals = await server.ask<number[]>({ gameId, questionId });
      const ok = won.length === 1 && arrivals[0] === winnerId && arrivals.length === PHONES;
      if (ok) fair++;
      console.log(`| ${round + 1} | phone ${winnerId} | phone ${arrivals[0]} | ${ok ? 'yes' : 'NO'} | ${Math.round(slowest)} |`);
      await call(`${url}/api/games/${gameId}/actions`, 'POST', hostCookie, { action: { type: 'closeQuestion' } });
    }
    const sorted = [...untilEveryScreen].sort((a, b) => a - b);
    const p = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
    console.log(`\nWinner was the first buzz to reach the server in ${fair}/${questionIds.length} rounds.`);
    console.log(`From the winning buzz until all ${screenNames.length} screens (TV, host, ${PHONES} phones) show it: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms.`);
    if (fair !== questionIds.length) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.abort();
    await server.close();
  }
}

if (process.argv.includes('--serve')) await serve();
else await run();
