import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuzzPhoneState, BuzzResponse, HostBuzzers } from '@app/shared/contracts/buzzers';
import type { TvGameView } from '@app/shared/contracts/tv';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategory } from '../../../test/content-factory';
import { randomIp, seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, postAction } from '../../../test/games';
import { arrivalOrder } from './buzzers';
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

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;
const fieldCodes = (response: { json(): unknown }) => (response.json() as { error: { fields?: Record<string, string> } }).error.fields;

async function hostWithBuzzers() {
  const host = await seedSignedInUser(t.app, t.ctx.db, { points: 3 });
  const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
  const created = await createGameViaApi(t.app, host.cookie, [category.id]);
  const gameId = created.game.id;
  const toggled = await t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/buzzers`, headers: { cookie: host.cookie }, payload: { enabled: true } });
  expect(toggled.statusCode).toBe(200);
  const { buzzers } = toggled.json() as { buzzers: HostBuzzers };
  const board = (await t.app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: { cookie: host.cookie } })).json() as {
    game: { state: { categories: { questions: { questionId: number }[] }[] } };
  };
  const questionIds = board.game.state.categories[0]!.questions.map((q) => q.questionId);
  return { cookie: host.cookie, gameId, joinCode: buzzers.joinCode!, questionIds };
}

const join = (payload: object, ip = randomIp()) =>
  t.app.inject({ method: 'POST', url: '/api/buzz/join', payload, headers: { 'x-forwarded-for': ip } });

async function phone(code: string, name: string, team: 0 | 1): Promise<{ cookie: string; id: number }> {
  const response = await join({ code, name, team });
  expect(response.statusCode).toBe(200);
  const token = response.cookies.find((c) => c.name === 'buzz')!;
  expect(token).toMatchObject({ httpOnly: true, path: '/api/buzz', sameSite: 'Lax' });
  return { cookie: `buzz=${token.value}`, id: (response.json() as { state: BuzzPhoneState }).state.phone.id };
}

const press = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/buzz', headers: { cookie } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/buzz/me', headers: { cookie } });
const hostBuzzers = async (cookie: string, gameId: number) =>
  ((await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/buzzers`, headers: { cookie } })).json() as { buzzers: HostBuzzers }).buzzers;

describe('joining the buzzers', () => {
  it('answers a phone opening /buzz without an error: null before joining, its state once joined', async () => {
    const resume = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/buzz/resume', headers: cookie ? { cookie } : {} });
    const first = await resume();
    expect([first.statusCode, first.json()]).toEqual([200, { state: null }]);
    expect((await resume('buzz=forged')).json()).toEqual({ state: null });

    const { joinCode } = await hostWithBuzzers();
    const { cookie } = await phone(joinCode, 'Zahra', 1);
    const joined = await resume(cookie);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual((await me(cookie)).json());
    expect((joined.json() as { state: BuzzPhoneState }).state).toMatchObject({ phone: { name: 'Zahra', team: 1 }, gameName: 'Friday Quiz', teams: ['Lions', 'Eagles'] });
  });

  it('lets a phone join by the join code with a name and a team, many phones on one code', async () => {
    const { cookie, gameId, joinCode } = await hostWithBuzzers();
    expect(joinCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    const room = await t.app.inject({ method: 'GET', url: `/api/buzz/room?code=${joinCode.toLowerCase()}` });
    expect(room.json()).toEqual({ gameName: 'Friday Quiz', teams: ['Lions', 'Eagles'] });

    const sara = await phone(joinCode, '  Sara ', 0);
    await phone(joinCode, 'Omar', 1);
    const state = (await me(sara.cookie)).json() as { state: BuzzPhoneState };
    expect(state.state).toEqual({
      phone: { id: sara.id, name: 'Sara', team: 0 },
      gameName: 'Friday Quiz',
      teams: ['Lions', 'Eagles'],
      questionId: null,
      winner: null,
    });
    expect((await hostBuzzers(cookie, gameId)).phones.map((p) => [p.name, p.team])).toEqual([
      ['Sara', 0],
      ['Omar', 1],
    ]);
  });

  it('refuses a wrong code, a code of buzzers turned off, an empty or long name and a third team', async () => {
    const { cookie, gameId, joinCode } = await hostWithBuzzers();
    expect(errorCode(await join({ code: 'ZZZZZZ', name: 'Sara', team: 0 }))).toBe('buzz_code_invalid');
    expect(errorCode(await t.app.inject({ method: 'GET', url: '/api/buzz/room?code=ZZZZZZ' }))).toBe('buzz_code_invalid');
    expect(errorCode(await join({ code: joinCode, name: ' ', team: 0 }))).toBe('validation_failed');
    expect(errorCode(await join({ code: joinCode, name: 'x'.repeat(21), team: 0 }))).toBe('validation_failed');
    expect(fieldCodes(await join({ code: joinCode, name: ' ', team: 0 }))).toEqual({ name: 'name_required' });
    expect(fieldCodes(await join({ code: joinCode, name: 'x'.repeat(21), team: 0 }))).toEqual({ name: 'name_too_long' });
    expect((await join({ code: joinCode, name: 'x'.repeat(20), team: 0 })).statusCode).toBe(200);
    expect(errorCode(await join({ code: joinCode, name: 'Sara', team: 2 }))).toBe('validation_failed');

    const sara = await phone(joinCode, 'Sara', 0);
    await t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/buzzers`, headers: { cookie }, payload: { enabled: false } });
    expect(errorCode(await join({ code: joinCode, name: 'Omar', team: 1 }))).toBe('buzz_code_invalid');
    expect(errorCode(await me(sara.cookie))).toBe('buzz_phone_removed');
    expect(await hostBuzzers(cookie, gameId)).toEqual({ joinCode: null, phones: [], winner: null });
  });

  it('takes at most 10 phones per team', async () => {
    const { joinCode } = await hostWithBuzzers();
    for (let i = 1; i <= 10; i++) await phone(joinCode, `Lion ${i}`, 0);
    const eleventh = await join({ code: joinCode, name: 'Lion 11', team: 0 });
    expect(eleventh.statusCode).toBe(409);
    expect(errorCode(eleventh)).toBe('buzz_team_full');
    await phone(joinCode, 'Eagle 1', 1);
  });
});

describe('buzzing', () => {
  it('is locked until the host opens a question, then the first buzz wins and a new question unlocks again', async () => {
    const { cookie, gameId, joinCode, questionIds } = await hostWithBuzzers();
    const sara = await phone(joinCode, 'Sara', 0);
    const omar = await phone(joinCode, 'Omar', 1);
    const locked = await press(sara.cookie);
    expect(locked.statusCode).toBe(409);
    expect(errorCode(locked)).toBe('buzz_locked');

    await postAction(t.app, cookie, gameId, { type: 'openQuestion', questionId: questionIds[0] });
    const winner = { questionId: questionIds[0], phoneId: omar.id, name: 'Omar', team: 1 };
    expect((await press(omar.cookie)).json()).toEqual({ result: 'won', winner });
    expect((await press(sara.cookie)).json()).toEqual({ result: 'too_late', winner });
    expect(((await me(sara.cookie)).json() as { state: BuzzPhoneState }).state).toMatchObject({ questionId: questionIds[0], winner });
    expect((await hostBuzzers(cookie, gameId)).winner).toEqual(winner);

    await postAction(t.app, cookie, gameId, { type: 'closeQuestion' });
    expect(errorCode(await press(sara.cookie))).toBe('buzz_locked');
    await postAction(t.app, cookie, gameId, { type: 'openQuestion', questionId: questionIds[1] });
    expect(((await press(sara.cookie)).json() as BuzzResponse).result).toBe('won');
  });

  it('gives the question to exactly one of 8 phones buzzing at once: the first recorded arrival', async () => {
    const { cookie, gameId, joinCode, questionIds } = await hostWithBuzzers();
    const phones = [];
    for (let i = 0; i < 8; i++) phones.push(await phone(joinCode, `Player ${i + 1}`, (i % 2) as 0 | 1));
    await postAction(t.app, cookie, gameId, { type: 'openQuestion', questionId: questionIds[0] });

    const results = (await Promise.all(phones.map((p) => press(p.cookie)))).map((r) => r.json() as BuzzResponse);
    const winners = results.filter((r) => r.result === 'won');
    expect(winners).toHaveLength(1);
    // Buzzes that reach a won question are answered too late and not written.
    const arrivals = await arrivalOrder(t.ctx.db, gameId, questionIds[0]!);
    expect(arrivals).toEqual([winners[0]!.winner.phoneId]);
    expect(new Set(results.map((r) => r.winner.phoneId))).toEqual(new Set([arrivals[0]]));
  });

  it('shows the join code and who buzzed first on the TV view', async () => {
    const { cookie, gameId, joinCode, questionIds } = await hostWithBuzzers();
    const pairing = (await t.app.inject({ method: 'POST', url: `/api/games/${gameId}/tv-pairings`, headers: { cookie } })).json() as {
      pairing: { code: string };
    };
    const paired = await t.app.inject({ method: 'POST', url: '/api/tv/pair', payload: { code: pairing.pairing.code } });
    const tvCookie = `tv=${paired.cookies.find((c) => c.name === 'tv')!.value}`;
    const sara = await phone(joinCode, 'Sara', 0);
    await postAction(t.app, cookie, gameId, { type: 'openQuestion', questionId: questionIds[0] });
    await press(sara.cookie);
    const view = (await t.app.inject({ method: 'GET', url: '/api/tv/game', headers: { cookie: tvCookie } })).json() as { game: TvGameView };
    expect(view.game.buzzers).toEqual({ joinCode, winner: { questionId: questionIds[0], phoneId: sara.id, name: 'Sara', team: 0 } });
  });
});

describe('the host and the phones', () => {
  it('the host removes a phone: its cookie stops working at once', async () => {
    const { cookie, gameId, joinCode, questionIds } = await hostWithBuzzers();
    const sara = await phone(joinCode, 'Sara', 0);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/buzzers/phones/${sara.id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(204);
    await postAction(t.app, cookie, gameId, { type: 'openQuestion', questionId: questionIds[0] });
    const refused = await press(sara.cookie);
    expect(refused.statusCode).toBe(401);
    expect(errorCode(refused)).toBe('buzz_phone_removed');
    expect((await hostBuzzers(cookie, gameId)).phones).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/buzzers/phones/${sara.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('a phone cannot act as the host or read the game, and a stranger cannot manage the buzzers', async () => {
    const { gameId, joinCode, questionIds } = await hostWithBuzzers();
    const sara = await phone(joinCode, 'Sara', 0);
    const asPhone = { cookie: sara.cookie };
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: asPhone })).statusCode).toBe(401);
    expect((await postAction(t.app, sara.cookie, gameId, { type: 'openQuestion', questionId: questionIds[0] })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/buzzers`, headers: asPhone })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/buzzers/phones/${sara.id}`, headers: asPhone })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/tv/game', headers: asPhone })).statusCode).toBe(401);

    const stranger = await seedSignedInUser(t.app, t.ctx.db, { points: 0 });
    const headers = { cookie: stranger.cookie };
    expect((await t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/buzzers`, headers, payload: { enabled: false } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/buzzers/phones/${sara.id}`, headers })).statusCode).toBe(404);
    expect((await me(sara.cookie)).statusCode).toBe(200);
  });
});

describe("a phone's live state", () => {
  it('streams the question opening and the first buzz, then `removed` and closes when the host removes the phone', async () => {
    const { cookie, gameId, joinCode, questionIds } = await hostWithBuzzers();
    const sara = await phone(joinCode, 'Sara', 0);
    const omar = await phone(joinCode, 'Omar', 1);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/buzz/events`, { headers: { cookie: sara.cookie }, signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const { events, read } = readEventStream<BuzzPhoneState>(response);
    await read(() => events.length === 1);
    expect(events[0]).toMatchObject({ type: 'state', data: { questionId: null, winner: null } });

    await postAction(t.app, cookie, gameId, { type: 'openQuestion', questionId: questionIds[0] });
    await read(() => events.some((e) => e.data.questionId === questionIds[0]));
    await press(omar.cookie);
    await read(() => events.some((e) => e.data.winner !== null));
    expect(events.at(-1)!.data.winner).toEqual({ questionId: questionIds[0], phoneId: omar.id, name: 'Omar', team: 1 });

    await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}/buzzers/phones/${sara.id}`, headers: { cookie } });
    expect(await read(() => false)).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'removed', data: { code: 'buzz_phone_removed' } });
    controller.abort();
    expect((await fetch(`${base}/api/buzz/events`, { headers: { cookie: sara.cookie } })).status).toBe(401);
  });
});
