import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminQuestion, QuestionHealthListResponse } from '@app/shared/contracts/admin';
import type { Difficulty } from '@app/shared/constants';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategory } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { games, operatorActions, questionOutcomes, questions } from '../../db/schema/index';
import { newGame } from '@app/shared/game/test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const operator = () => seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** `count` games of one host (their boards do not matter here: health reads only the outcome rows). */
async function seedGames(count: number): Promise<number[]> {
  const { user } = await seedSignedInUser(t.app, t.ctx.db);
  const rows = await t.ctx.db
    .insert(games)
    .values(Array.from({ length: count }, (_, i) => ({ userId: user.id, code: `HEALTH${i}`, name: `Game ${i}`, team1Name: 'A', team2Name: 'B', state: newGame() })))
    .returning({ id: games.id });
  return rows.map((row) => row.id);
}

/** One judged tile per game: the first `answered` answered by a team, the rest by no one. */
async function play(gameIds: number[], questionId: number, difficulty: Difficulty, plays: number, answered: number, aided = false) {
  await t.ctx.db.insert(questionOutcomes).values(
    gameIds.slice(0, plays).map((gameId, i) => ({ gameId, questionId, difficulty, answered: i < answered, aided })),
  );
}

describe('question health from the outcome rows', () => {
  it('lists the questions whose 95% interval lies outside their label\'s band, the most plays first, then the farthest, with the label their plays suggest', async () => {
    const { cookie } = await operator();
    const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 3 });
    const [easyA, easyF] = category.questionIds.easy as [number, number];
    const [normalC, normalD] = category.questionIds.normal as [number, number];
    const [hardB, hardE] = category.questionIds.hard as [number, number];
    const gameIds = await seedGames(40);
    await play(gameIds, easyA, 'easy', 30, 6); // 20%: 9-37%, below easy's 70%
    await play(gameIds, hardB, 'hard', 30, 24); // 80%: 63-91%, above hard's 40%
    await play(gameIds, normalC, 'normal', 40, 36); // 90%: 77-96%, above normal's 70%
    await play(gameIds, normalD, 'normal', 10, 5); // 50%: inside normal's band
    await play(gameIds, hardE, 'hard', 30, 24, true); // under 2X or an aid: set aside
    await play(gameIds, easyF, 'hard', 30, 0); // played while labelled hard: not evidence about easy

    const response = await call('GET', '/api/admin/question-health', cookie);
    expect(response.statusCode).toBe(200);
    const health = response.json() as QuestionHealthListResponse;
    expect(health.bands).toEqual({ easy: { min: 0.7, max: 1 }, normal: { min: 0.4, max: 0.7 }, hard: { min: 0, max: 0.4 } });
    expect(health.confidence).toBe(0.95);
    expect(health.mismatched.map((m) => [m.question.id, m.question.difficulty, m.played, m.teamAnswered, m.noOne, m.suggested])).toEqual([
      [normalC, 'normal', 40, 36, 4, 'easy'],
      [easyA, 'easy', 30, 6, 24, 'hard'],
      [hardB, 'hard', 30, 24, 6, 'easy'],
    ]);
    const first = health.mismatched[0]!;
    expect(first.answeredShare).toBe(0.9);
    expect(first.interval.min).toBeCloseTo(0.7695, 4);
    expect(first.interval.max).toBeCloseTo(0.9604, 4);
  });

  it('relabels a question in one step for new games, audited with before and after; its plays so far stay under the old label', async () => {
    const { cookie } = await operator();
    const category = await seedCategory(t.ctx.db);
    const [easy] = category.questionIds.easy as [number];
    await play(await seedGames(30), easy, 'easy', 30, 6);

    const relabelled = await call('POST', `/api/admin/questions/${easy}/difficulty`, cookie, { difficulty: 'hard' });
    expect(relabelled.statusCode).toBe(200);
    expect((relabelled.json() as AdminQuestion).difficulty).toBe('hard');
    const [row] = await t.ctx.db.select({ difficulty: questions.difficulty }).from(questions).where(eq(questions.id, easy));
    expect(row!.difficulty).toBe('hard');
    const [entry] = await t.ctx.db.select().from(operatorActions).orderBy(desc(operatorActions.id)).limit(1);
    expect([entry!.action, entry!.target, entry!.before, entry!.after]).toEqual(['question.relabel', `question:${easy}`, { difficulty: 'easy' }, { difficulty: 'hard' }]);
    expect(((await call('GET', '/api/admin/question-health', cookie)).json() as QuestionHealthListResponse).mismatched).toEqual([]);
  });

  it('refuses a relabel to a player, an unknown label and an unknown question, and changes nothing', async () => {
    const category = await seedCategory(t.ctx.db);
    const [easy] = category.questionIds.easy as [number];
    const player = await seedSignedInUser(t.app, t.ctx.db);
    const refused = await call('POST', `/api/admin/questions/${easy}/difficulty`, player.cookie, { difficulty: 'hard' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);

    const { cookie } = await operator();
    const unknownLabel = await call('POST', `/api/admin/questions/${easy}/difficulty`, cookie, { difficulty: 'very hard' });
    expect([unknownLabel.statusCode, unknownLabel.json().error.fields]).toEqual([400, { difficulty: 'difficulty_invalid' }]);
    const unknownQuestion = await call('POST', '/api/admin/questions/999999/difficulty', cookie, { difficulty: 'hard' });
    expect([unknownQuestion.statusCode, unknownQuestion.json().error.message]).toEqual([404, 'Question not found.']);

    const [row] = await t.ctx.db.select({ difficulty: questions.difficulty }).from(questions).where(eq(questions.id, easy));
    expect(row!.difficulty).toBe('easy');
    expect(await t.ctx.db.select().from(operatorActions)).toEqual([]);
  });
});
