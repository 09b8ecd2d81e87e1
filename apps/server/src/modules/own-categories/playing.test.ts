import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Difficulty } from '@app/shared/constants';
import type { OwnCategoryResponse, OwnQuestionRequest } from '@app/shared/contracts/own-categories';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, getBoard, postAction } from '../../../test/games';
import { migrationsFolder } from '../../db/migrate';
import { ownQuestionPlays } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const DIFFICULTIES: Difficulty[] = ['easy', 'normal', 'hard'];

/** A category with `perDifficulty` questions of each difficulty, in `language`. */
async function categoryWith(cookie: string, perDifficulty: number, body: object = { name: 'Lesson 4', language: 'en' }) {
  const created = await call('POST', '/api/my-categories', cookie, body);
  expect(created.statusCode, created.body).toBe(201);
  const { id, language } = created.json<OwnCategoryResponse>().category;
  let latest: OwnCategoryResponse | undefined;
  for (const difficulty of DIFFICULTIES) {
    for (let n = 1; n <= perDifficulty; n++) {
      const texts: Partial<OwnQuestionRequest> =
        language === 'ar' ? { questionAr: `سؤال ${difficulty} ${n}؟`, answerAr: `جواب ${n}` } : { questionEn: `Question ${difficulty} ${n}?`, answerEn: `Answer ${n}` };
      const question = language === 'both' ? { ...texts, questionAr: `سؤال ${n}؟`, answerAr: `جواب ${n}` } : texts;
      const added = await call('POST', `/api/my-categories/${id}/questions`, cookie, { difficulty, ...question });
      expect(added.statusCode, added.body).toBe(201);
      latest = added.json<OwnCategoryResponse>();
    }
  }
  return latest!;
}

/** The own column's question ids of a game, sorted. */
async function ownColumn(cookie: string, gameId: number, column = 0) {
  const board = await getBoard(t.app, cookie, gameId);
  return { board, ids: board.state.categories[column]!.questions.map((q) => q.questionId).sort((a, b) => a - b) };
}

/** Opens and judges each question in turn, as a host plays them. */
async function judge(cookie: string, gameId: number, questionIds: number[]) {
  let { version } = await getBoard(t.app, cookie, gameId);
  for (const questionId of questionIds) {
    for (const action of [{ type: 'openQuestion', questionId }, { type: 'answer', questionId, team: 'team1' }]) {
      const response = await postAction(t.app, cookie, gameId, action, version);
      expect(response.statusCode, response.body).toBe(200);
      version = response.json<{ version: number }>().version;
    }
  }
  return version;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('playing own categories', () => {
  it('a category of 4 per difficulty: two games show all 12 questions before any repeats, the third starts again with the first game’s', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 5 });
    const { category, questions } = await categoryWith(cookie, 4);
    const all = sorted(questions.map((q) => q.id));
    expect(all).toHaveLength(12);

    const first = await createGameViaApi(t.app, cookie, [category.id]);
    const one = await ownColumn(cookie, first.game.id);
    expect(one.ids).toHaveLength(6);
    expect(one.board.playedBefore).toEqual([]);
    await judge(cookie, first.game.id, one.ids);

    const second = await createGameViaApi(t.app, cookie, [category.id]);
    const two = await ownColumn(cookie, second.game.id);
    expect(two.ids.filter((id) => one.ids.includes(id))).toEqual([]);
    expect(sorted([...one.ids, ...two.ids])).toEqual(all);
    // Two of each difficulty in each game.
    for (const game of [one, two]) {
      expect(game.board.state.categories[0]!.questions.map((q) => q.difficulty).sort()).toEqual(['easy', 'easy', 'hard', 'hard', 'normal', 'normal']);
    }
    expect(two.board.playedBefore).toEqual([]);
    await judge(cookie, second.game.id, two.ids);

    // All shown once: the least recently shown come back, and the host sees they were played before.
    const third = await createGameViaApi(t.app, cookie, [category.id]);
    const three = await ownColumn(cookie, third.game.id);
    expect(three.ids).toEqual(one.ids);
    expect(three.board.playedBefore).toEqual(one.ids);
  });

  it('counts a question as played once judged: a drawn but unplayed one is still new, an undone or reset one is forgotten', async () => {
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 5 });
    const { category } = await categoryWith(cookie, 2);
    const bank = await seedCategories(t.ctx.db, 5);
    const first = await createGameViaApi(t.app, cookie, [bank[0]!.id, category.id]);
    const { ids } = await ownColumn(cookie, first.game.id, 1);
    const bankQuestion = (await getBoard(t.app, cookie, first.game.id)).state.categories[0]!.questions[0]!.questionId;
    const version = await judge(cookie, first.game.id, [ids[0]!, ids[1]!, ids[2]!, bankQuestion]);
    expect((await t.ctx.db.select().from(ownQuestionPlays)).map((row) => [row.gameId, row.questionId, row.userId]).sort()).toEqual(
      [ids[0]!, ids[1]!, ids[2]!].map((id) => [first.game.id, id, user.id]).sort(),
    );

    // The bank question's undo first, then the last own one's.
    const undone = await postAction(t.app, cookie, first.game.id, { type: 'undo' }, version);
    expect(undone.statusCode, undone.body).toBe(200);
    const undoneOwn = await postAction(t.app, cookie, first.game.id, { type: 'undo' }, undone.json<{ version: number }>().version);
    expect(undoneOwn.statusCode, undoneOwn.body).toBe(200);

    const second = await createGameViaApi(t.app, cookie, [category.id]);
    const again = await ownColumn(cookie, second.game.id);
    expect(again.ids).toEqual(ids);
    expect(again.board.playedBefore).toEqual(sorted([ids[0]!, ids[1]!]));
    // The first game itself shows none as played before: no earlier game showed them.
    expect((await getBoard(t.app, cookie, first.game.id)).playedBefore).toEqual([]);

    const reset = await postAction(t.app, cookie, first.game.id, { type: 'reset' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await getBoard(t.app, cookie, second.game.id)).playedBefore).toEqual([]);
  });

  it('keeps each player’s history apart: a friend playing a shared category starts with every question new', async () => {
    const author = await seedSignedInUser(t.app, t.ctx.db, { points: 5 });
    const friend = await seedSignedInUser(t.app, t.ctx.db, { points: 5 });
    const { category } = await categoryWith(author.cookie, 2);
    const mine = await createGameViaApi(t.app, author.cookie, [category.id]);
    const { ids } = await ownColumn(author.cookie, mine.game.id);
    await judge(author.cookie, mine.game.id, ids);

    const share = await call('POST', `/api/my-categories/${category.id}/share`, author.cookie);
    expect(share.statusCode, share.body).toBeLessThan(300);
    const opened = await call('GET', `/api/shared/${share.json<{ token: string }>().token}`, friend.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const theirs = await createGameViaApi(t.app, friend.cookie, [category.id]);
    expect((await ownColumn(friend.cookie, theirs.game.id)).board.playedBefore).toEqual([]);
  });

  it('shows a one-language category in its language, with its look, on the board', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 5 });
    const english = await categoryWith(cookie, 2, { name: 'Lesson 4', language: 'en', icon: 'book' });
    const arabic = await categoryWith(cookie, 2, { name: 'درس الأسبوع', language: 'ar', icon: 'imam-ali' });
    const both = await categoryWith(cookie, 2, { name: 'Both', language: 'both' });
    expect([english.category.icon, arabic.category.icon, both.category.icon]).toEqual(['book', 'imam-ali', null]);

    const created = await createGameViaApi(t.app, cookie, [english.category.id, arabic.category.id, both.category.id]);
    expect(created.game.categories).toEqual([
      { categoryId: english.category.id, slug: `mine-${english.category.id}`, nameEn: 'Lesson 4', nameAr: 'Lesson 4', imageUrl: '/own-icons/book.svg', contentLanguage: 'en' },
      { categoryId: arabic.category.id, slug: `mine-${arabic.category.id}`, nameEn: 'درس الأسبوع', nameAr: 'درس الأسبوع', imageUrl: '/categories/imam-ali.svg', contentLanguage: 'ar' },
      { categoryId: both.category.id, slug: `mine-${both.category.id}`, nameEn: 'Both', nameAr: 'Both', imageUrl: null },
    ]);
    const board = await getBoard(t.app, cookie, created.game.id);
    const languageOf = (column: number) => board.questions[String(board.state.categories[column]!.questions[0]!.questionId)]!.contentLanguage;
    expect([languageOf(0), languageOf(1), languageOf(2)]).toEqual(['en', 'ar', undefined]);
  });

  it('keeps a look from the closed list only, changes it, and a copy keeps it', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db);
    const refused = await call('POST', '/api/my-categories', owner.cookie, { name: 'Lesson', language: 'en', icon: 'rocket' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation_failed', fields: { icon: 'icon_invalid' } });

    const { category } = await categoryWith(owner.cookie, 2, { name: 'Lesson', language: 'en', icon: 'star' });
    const changed = await call('PUT', `/api/my-categories/${category.id}`, owner.cookie, { name: 'Lesson', language: 'en', icon: 'holy-quran' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<OwnCategoryResponse>().category.icon).toBe('holy-quran');
    const kept = await call('PUT', `/api/my-categories/${category.id}`, owner.cookie, { name: 'Lesson 2', language: 'en' });
    expect(kept.json<OwnCategoryResponse>().category.icon).toBe(null);

    await call('PUT', `/api/my-categories/${category.id}`, owner.cookie, { name: 'Lesson', language: 'en', icon: 'globe' });
    const friend = await seedSignedInUser(t.app, t.ctx.db);
    const share = await call('POST', `/api/my-categories/${category.id}/share`, owner.cookie);
    const token = share.json<{ token: string }>().token;
    const copy = await call('POST', `/api/shared/${token}/copy`, friend.cookie);
    expect(copy.statusCode, copy.body).toBeLessThan(300);
    expect(copy.json<OwnCategoryResponse>().category.icon).toBe('globe');
  });

  it('counts the own questions judged in games saved before this release as played, once however often it runs', async () => {
    const backfill = readFileSync(path.join(migrationsFolder(), '0022_own_plays.sql'), 'utf8').split('--> statement-breakpoint').at(-1)!;
    const { user, cookie } = await seedSignedInUser(t.app, t.ctx.db, { points: 5 });
    const { category } = await categoryWith(cookie, 2);
    const created = await createGameViaApi(t.app, cookie, [category.id]);
    const { ids } = await ownColumn(cookie, created.game.id);
    await judge(cookie, created.game.id, [ids[0]!, ids[4]!]);
    await t.ctx.db.delete(ownQuestionPlays);

    await t.ctx.db.execute(sql.raw(backfill));
    await t.ctx.db.execute(sql.raw(backfill));
    const rows = await t.ctx.db.select().from(ownQuestionPlays);
    expect(rows.map((row) => [row.gameId, row.questionId, row.userId]).sort()).toEqual([ids[0]!, ids[4]!].map((id) => [created.game.id, id, user.id]).sort());
  });
});
