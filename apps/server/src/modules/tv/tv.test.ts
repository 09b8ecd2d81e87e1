import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TvGameView, TvPairing } from '@app/shared/contracts/tv';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategory } from '../../../test/content-factory';
import { randomIp, seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, postAction } from '../../../test/games';
import { TV_CODE_LIMIT, TV_PAIR_LIMIT } from './routes';
import { readEventStream } from '../../../test/event-stream-reader';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());
beforeEach(() => t.reset());
afterEach(() => vi.useRealTimers());

async function hostWithGame() {
  const host = await seedSignedInUser(t.app, t.ctx.db, { points: 3 });
  const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
  const created = await createGameViaApi(t.app, host.cookie, [category.id]);
  return { ...host, gameId: created.game.id };
}

const createPairing = (cookie: string, gameId: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/tv-pairings`, headers: { cookie } });

async function newCode(cookie: string, gameId: number): Promise<TvPairing> {
  const response = await createPairing(cookie, gameId);
  expect(response.statusCode).toBe(201);
  return (response.json() as { pairing: TvPairing }).pairing;
}

const pair = (code: unknown, ip = randomIp()) =>
  t.app.inject({ method: 'POST', url: '/api/tv/pair', payload: { code } as object, headers: { 'x-forwarded-for': ip } });

async function pairedTv(cookie: string, gameId: number): Promise<{ tvCookie: string; pairing: TvPairing }> {
  const pairing = await newCode(cookie, gameId);
  const response = await pair(pairing.code);
  expect(response.statusCode).toBe(200);
  const token = response.cookies.find((c) => c.name === 'tv')!;
  expect(token).toMatchObject({ httpOnly: true, path: '/api/tv', sameSite: 'Lax' });
  return { tvCookie: `tv=${token.value}`, pairing };
}

const tvGame = (tvCookie: string) => t.app.inject({ method: 'GET', url: '/api/tv/game', headers: { cookie: tvCookie } });
const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

describe('pairing a TV', () => {
  it('answers a screen opening /tv without an error: null before pairing and after revoking, the game while paired', async () => {
    const resume = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/tv/resume', headers: cookie ? { cookie } : {} });
    const first = await resume();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ game: null });
    expect((await resume('tv=forged')).json()).toEqual({ game: null });

    const { cookie, gameId } = await hostWithGame();
    const { tvCookie, pairing } = await pairedTv(cookie, gameId);
    const paired = await resume(tvCookie);
    expect(paired.statusCode).toBe(200);
    expect((paired.json() as { game: { gameId: number } }).game).toEqual((await tvGame(tvCookie)).json().game);

    await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/tv-pairings/${pairing.id}`, headers: { cookie } });
    const revoked = await resume(tvCookie);
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { game: null }]);
  });

  it('gives the host a 6-character code without look-alike characters, valid 10 minutes', async () => {
    const { cookie, gameId } = await hostWithGame();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    const pairing = await newCode(cookie, gameId);
    expect(pairing.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(pairing).toMatchObject({ status: 'waiting', codeExpiresAt: '2026-11-27T20:10:00.000Z', pairedAt: null });
  });

  it('pairs the TV with the game once; the same code a second time is refused', async () => {
    const { cookie, gameId } = await hostWithGame();
    const pairing = await newCode(cookie, gameId);
    const first = await pair(` ${pairing.code!.toLowerCase().slice(0, 3)}-${pairing.code!.slice(3)} `);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ gameId });
    const second = await pair(pairing.code);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: { code: 'tv_code_used', message: 'This TV code has already been used.' } });

    const list = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/tv-pairings`, headers: { cookie } });
    expect((list.json() as { pairings: TvPairing[] }).pairings).toMatchObject([{ id: pairing.id, status: 'paired', code: null }]);
  });

  it('refuses a wrong code and an expired one', async () => {
    const { cookie, gameId } = await hostWithGame();
    const wrong = await pair('ZZZZZ9');
    expect(wrong.statusCode).toBe(400);
    expect(errorCode(wrong)).toBe('tv_code_invalid');
    expect(errorCode(await pair('12'))).toBe('tv_code_invalid');
    expect(errorCode(await pair(42))).toBe('tv_code_invalid');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    const pairing = await newCode(cookie, gameId);
    vi.setSystemTime(new Date('2026-11-27T20:10:01Z'));
    const late = await pair(pairing.code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: { code: 'tv_code_expired', message: 'This TV code has expired.' } });
  });

  it('refuses a revoked code, and revoking ends a paired TV at once', async () => {
    const { cookie, gameId } = await hostWithGame();
    const waiting = await newCode(cookie, gameId);
    const { tvCookie, pairing } = await pairedTv(cookie, gameId);
    for (const id of [waiting.id, pairing.id]) {
      const revoked = await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/tv-pairings/${id}`, headers: { cookie } });
      expect(revoked.statusCode).toBe(204);
    }
    expect(errorCode(await pair(waiting.code))).toBe('tv_code_revoked');
    const after = await tvGame(tvCookie);
    expect(after.statusCode).toBe(401);
    expect(errorCode(after)).toBe('tv_access_ended');
    const list = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/tv-pairings`, headers: { cookie } });
    expect(list.json()).toEqual({ pairings: [] });
  });

  it('limits code attempts per address', async () => {
    const ip = randomIp();
    for (let i = 0; i < TV_PAIR_LIMIT.max; i++) expect((await pair('ZZZZZ9', ip)).statusCode).toBe(400);
    const limited = await pair('ZZZZZ9', ip);
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited)).toBe('rate_limited');
  });

  it('limits the codes a host asks for', async () => {
    const { cookie, gameId } = await hostWithGame();
    for (let i = 0; i < TV_CODE_LIMIT.max; i++) expect((await createPairing(cookie, gameId)).statusCode).toBe(201);
    const limited = await createPairing(cookie, gameId);
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited)).toBe('rate_limited');
  });
});

describe('who may pair and act', () => {
  it("another user cannot pair, list or revoke a host's TV, nor act on the game with a TV token", async () => {
    const { cookie, gameId } = await hostWithGame();
    const { tvCookie, pairing } = await pairedTv(cookie, gameId);
    const stranger = await seedSignedInUser(t.app, t.ctx.db);
    expect((await createPairing(stranger.cookie, gameId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/tv-pairings`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/tv-pairings/${pairing.id}`, headers: { cookie: stranger.cookie } });
    expect(revoke.statusCode).toBe(404);
    expect((await createPairing('', gameId)).statusCode).toBe(401);

    const asTv = await postAction(t.app, tvCookie, gameId, { type: 'toggleTurn' });
    expect(asTv.statusCode).toBe(401);
    const board = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: { cookie: tvCookie } });
    expect(board.statusCode).toBe(401);
    expect((await tvGame(tvCookie)).statusCode).toBe(200);
  });
});

describe('what a TV sees', () => {
  it('the open question without its answer until the host reveals it', async () => {
    const { cookie, gameId } = await hostWithGame();
    const { tvCookie } = await pairedTv(cookie, gameId);
    const hostBoard = (await t.app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: { cookie } })).json() as {
      game: { state: { categories: { questions: { questionId: number }[] }[] }; questions: Record<string, { answerAr: string }> };
    };
    const questionId = hostBoard.game.state.categories[0]!.questions[2]!.questionId;
    const answerAr = hostBoard.game.questions[String(questionId)]!.answerAr;

    const before = (await tvGame(tvCookie)).json() as { game: TvGameView };
    expect(before.game.question).toBeNull();

    await postAction(t.app, cookie, gameId, { type: 'openQuestion', questionId });
    const open = await tvGame(tvCookie);
    expect((open.json() as { game: TvGameView }).game.question).toMatchObject({ id: questionId, answer: null });
    expect(open.body).not.toContain(answerAr);
    expect(open.body).not.toContain('acceptedAnswers');

    await postAction(t.app, cookie, gameId, { type: 'revealAnswer', questionId });
    const revealed = (await tvGame(tvCookie)).json() as { game: TvGameView };
    expect(revealed.game.question?.answer).toMatchObject({ answerAr, acceptedAnswersAr: [] });
    // The source note is the host's, to settle a dispute: never on the room's screen.
    expect(JSON.stringify(revealed)).not.toContain('"source"');

    await postAction(t.app, cookie, gameId, { type: 'answer', questionId, team: 'team1' });
    const judged = (await tvGame(tvCookie)).json() as { game: TvGameView };
    expect(judged.game.question).toBeNull();
    expect(judged.game.state.lastAnswer).toEqual({ questionId, team: 'team1', awarded: 400 });
  });

  it('streams every change of the game, and closes when the host revokes', async () => {
    const { cookie, gameId } = await hostWithGame();
    const { tvCookie, pairing } = await pairedTv(cookie, gameId);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/tv/events`, { headers: { cookie: tvCookie }, signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const { events, read } = readEventStream(response);
    await read(() => events.length === 1);
    expect(events[0]).toMatchObject({ type: 'game', data: { id: gameId, version: 1, question: null } });

    await postAction(t.app, cookie, gameId, { type: 'toggleTurn' });
    await read(() => events.length === 2);
    expect(events[1]).toMatchObject({ type: 'game', data: { version: 2, state: { currentTeam: 1 } } });

    // The host pauses the question clock at 12.5 s: the TV hears it as it is.
    const clock = { questionId: 103, elapsedMs: 12_500, running: false };
    const paused = await t.app.inject({ method: 'POST', url: `/api/games/${gameId}/tv-clock`, headers: { cookie }, payload: clock });
    expect(paused.statusCode).toBe(204);
    await read(() => events.length === 3);
    expect(events[2]).toEqual({ type: 'clock', data: { ...clock, phone: null } });

    // The Falcons start Phone a Friend with 90 s: the TV hears the call with the clock.
    const call = { ...clock, phone: { team: 1, remainingMs: 90_000, running: true } };
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${gameId}/tv-clock`, headers: { cookie }, payload: call })).statusCode).toBe(204);
    await read(() => events.length === 4);
    expect(events[3]).toEqual({ type: 'clock', data: call });

    await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/tv-pairings/${pairing.id}`, headers: { cookie } });
    const ended = await read(() => false);
    expect(ended).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'ended', data: { code: 'tv_access_ended' } });
    controller.abort();

    const again = await fetch(`${base}/api/tv/events`, { headers: { cookie: tvCookie } });
    expect(again.status).toBe(401);
  });

  it('answers 401 without a TV token or with a forged one', async () => {
    expect(errorCode(await tvGame(''))).toBe('tv_access_ended');
    expect((await tvGame('tv=forged')).statusCode).toBe(401);
  });
});

describe("the host's clock for the TV", () => {
  it('is refused to anyone but the host, and with a clock that makes no sense', async () => {
    const { cookie, gameId } = await hostWithGame();
    const stranger = await seedSignedInUser(t.app, t.ctx.db);
    const send = (who: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/games/${gameId}/tv-clock`, headers: { cookie: who }, payload });
    const clock = { questionId: 103, elapsedMs: 0, running: true };
    expect((await send('', clock)).statusCode).toBe(401);
    expect((await send(stranger.cookie, clock)).statusCode).toBe(404);
    const bad = await send(cookie, { questionId: 103, elapsedMs: -5, running: 'yes' });
    expect([bad.statusCode, (bad.json() as { error: { code: string; fields: object } }).error]).toMatchObject([
      400,
      { code: 'validation_failed', fields: { elapsedMs: 'elapsed_invalid', running: 'running_invalid' } },
    ]);
    const badCall = await send(cookie, { ...clock, phone: { team: 2, remainingMs: -1, running: true } });
    expect([badCall.statusCode, (badCall.json() as { error: { code: string } }).error.code]).toEqual([400, 'validation_failed']);
    expect((await send(cookie, clock)).statusCode).toBe(204);
  });
});
