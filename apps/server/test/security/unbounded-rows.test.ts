import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuzzPhoneState, HostBuzzers } from '@app/shared/contracts/buzzers';
import { buzzAttempts, questionReports } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../app';
import { seedCategory } from '../content-factory';
import { loginCookie, randomIp, seedSignedInUser, seedUser } from '../factories';
import { createGameViaApi, getBoard, postAction } from '../games';

/**
 * Probe finding: one phone wrote a buzz row per press on a question already won (300 x 200), and
 * one player any number of reports on one question (100 x 201).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function hostedGame() {
  const host = await seedSignedInUser(t.app, t.ctx.db, { points: 3 });
  const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
  const gameId = (await createGameViaApi(t.app, host.cookie, [category.id])).game.id;
  const board = await getBoard(t.app, host.cookie, gameId);
  const [first, second] = board.state.categories[0]!.questions.map((q) => q.questionId) as [number, number];
  const questionIds = [first, second] as const;
  return { cookie: host.cookie, gameId, questionIds };
}
async function phone(joinCode: string, name: string, team: 0 | 1) {
  const response = await t.app.inject({ method: 'POST', url: '/api/buzz/join', payload: { code: joinCode, name, team }, headers: { 'x-forwarded-for': randomIp() } });
  const token = response.cookies.find((c) => c.name === 'buzz')!;
  return { cookie: `buzz=${token.value}`, id: (response.json() as { state: BuzzPhoneState }).state.phone.id };
}
const press = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/buzz', headers: { cookie } });
const report = (cookie: string, gameId: number, questionId: number) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/questions/${questionId}/report`, headers: { cookie }, payload: { reason: 'unclear' } });

describe('rows one client can write', () => {
  it('presses on a won question are answered too late and write nothing', async () => {
    const { cookie, gameId, questionIds } = await hostedGame();
    const toggled = await t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/buzzers`, headers: { cookie }, payload: { enabled: true } });
    const { joinCode } = (toggled.json() as { buzzers: HostBuzzers }).buzzers;
    const omar = await phone(joinCode!, 'Omar', 1);
    const sara = await phone(joinCode!, 'Sara', 0);
    await postAction(t.app, cookie, gameId, { type: 'openQuestion', questionId: questionIds[0] });
    const winner = { questionId: questionIds[0], phoneId: omar.id, name: 'Omar', team: 1 };
    expect((await press(omar.cookie)).json()).toEqual({ result: 'won', winner });
    for (let i = 0; i < 30; i++) expect((await press(i % 2 ? omar.cookie : sara.cookie)).json()).toEqual({ result: 'too_late', winner });
    expect((await t.ctx.db.select().from(buzzAttempts)).map((row) => row.phoneId)).toEqual([omar.id]);
  });

  it('one open report per player and question; a second says so; once resolved the player may report again', async () => {
    const { cookie, gameId, questionIds } = await hostedGame();
    expect((await report(cookie, gameId, questionIds[0])).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) {
      const again = await report(cookie, gameId, questionIds[0]);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: 'question_already_reported', message: 'You have already reported this question. The team will look at it.' });
    }
    expect((await report(cookie, gameId, questionIds[1])).statusCode).toBe(201);
    const rows = await t.ctx.db.select().from(questionReports);
    expect(rows.map((row) => row.questionId).sort()).toEqual([questionIds[0], questionIds[1]].sort());

    const operator = await seedUser(t.ctx.db, { role: 'admin' });
    const operatorCookie = await loginCookie(t.app, operator.email);
    const first = rows.find((row) => row.questionId === questionIds[0])!;
    const resolve = (id: number, status: 'open' | 'resolved') =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/question-reports/${id}`, headers: { cookie: operatorCookie }, payload: { status } });
    expect((await resolve(first.id, 'resolved')).statusCode).toBe(204);
    const later = await report(cookie, gameId, questionIds[0]);
    expect(later.statusCode).toBe(201);
    // The resolved one cannot be reopened beside the new open one: the console says why.
    const reopened = await resolve(first.id, 'open');
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().error.code).toBe('report_already_open');
  });
});
