import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Difficulty } from '@app/shared/constants';
import type { OwnCategoriesResponse, OwnCategoryResponse, ShareLinkResponse, SharedCategoryResponse } from '@app/shared/contracts/own-categories';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedCategories } from '../../../test/content-factory';
import { seedSignedInUser } from '../../../test/factories';
import { createGameViaApi, getBoard, gameRequest, postGame } from '../../../test/games';
import { ownCategoryShares } from '../../db/schema/index';
import { hashToken } from '../../core/session/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { OWN_CATEGORIES_MAX: '3', OWN_QUESTIONS_MAX: '8' } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A playable English category of the user's: 2 questions of each difficulty. */
async function playableCategory(cookie: string, name = 'Week 3 lesson') {
  const created = await call('POST', '/api/my-categories', cookie, { name, description: 'Our madrasa', language: 'en' });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<OwnCategoryResponse>().category;
  for (const difficulty of ['easy', 'normal', 'hard'] as Difficulty[]) {
    for (const n of [1, 2]) {
      const added = await call('POST', `/api/my-categories/${id}/questions`, cookie, { difficulty, questionEn: `Who is in lesson ${difficulty} ${n}?`, answerEn: `Answer ${n}` });
      expect(added.statusCode, added.body).toBe(201);
    }
  }
  return id;
}

async function share(cookie: string, categoryId: number) {
  const response = await call('POST', `/api/my-categories/${categoryId}/share`, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ShareLinkResponse>();
}

describe('sharing my categories by link', () => {
  it('makes an unguessable link, keeps only its hash, and shows the category read only with its author\'s first name', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Maryam' });
    const friend = await seedSignedInUser(t.app, t.ctx.db);
    const categoryId = await playableCategory(owner.cookie);

    const link = await share(owner.cookie, categoryId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(link.path).toBe(`/shared/${link.token}`);
    const rows = await t.ctx.db.select().from(ownCategoryShares);
    expect(rows).toEqual([expect.objectContaining({ categoryId, tokenHash: hashToken(link.token) })]);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    const editor = (await call('GET', `/api/my-categories/${categoryId}`, owner.cookie)).json<OwnCategoryResponse>();
    expect(editor.share).toEqual({ createdAt: link.createdAt });

    const opened = await call('GET', `/api/shared/${link.token}`, friend.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['x-robots-tag']).toContain('noindex');
    expect(opened.json<SharedCategoryResponse>()).toEqual({
      mine: false,
      category: expect.objectContaining({ id: categoryId, name: 'Week 3 lesson', description: 'Our madrasa', language: 'en', author: 'Maryam', playable: true, counts: { easy: 2, normal: 2, hard: 2 } }),
    });
    expect(opened.body).not.toContain('Who is in lesson'); // the questions stay the author's
    expect(opened.body).not.toContain(owner.user.email);

    // The author opening it sees it as theirs; it is not "shared with" them.
    expect((await call('GET', `/api/shared/${link.token}`, owner.cookie)).json<SharedCategoryResponse>().mine).toBe(true);
    expect((await call('GET', '/api/my-categories', owner.cookie)).json<OwnCategoriesResponse>().sharedWithMe).toEqual([]);

    // A visitor is asked to sign in; a wrong token is a link that does not exist.
    expect((await call('GET', `/api/shared/${link.token}`, undefined)).statusCode).toBe(401);
    expect((await call('GET', `/api/shared/${link.token.slice(0, -2)}xx`, friend.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/shared/short', friend.cookie)).statusCode).toBe(404);
  });

  it('lets whoever opened a live link play it in a game, lists it under shared with me, and stops both at once when revoked', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db, { firstName: 'Maryam' });
    const friend = await seedSignedInUser(t.app, t.ctx.db, { points: 5 });
    const stranger = await seedSignedInUser(t.app, t.ctx.db, { points: 5 });
    const categoryId = await playableCategory(owner.cookie);
    const bank = await seedCategories(t.ctx.db, 5);
    const categoryIds = [...bank.map((c) => c.id), categoryId];

    // Before the link is opened the category is not theirs to read or play.
    const link = await share(owner.cookie, categoryId);
    const refusedBefore = await postGame(t.app, friend.cookie, gameRequest(categoryIds));
    expect(refusedBefore.json().error).toMatchObject({ code: 'category_unavailable', details: { reasons: { [categoryId]: 'category_not_available' } } });
    expect((await call('GET', `/api/shared/${link.token}`, friend.cookie)).statusCode).toBe(200);

    const list = (await call('GET', '/api/my-categories', friend.cookie)).json<OwnCategoriesResponse>();
    expect(list.categories).toEqual([]);
    expect(list.sharedWithMe).toEqual([expect.objectContaining({ id: categoryId, name: 'Week 3 lesson', author: 'Maryam', playable: true })]);

    const created = await createGameViaApi(t.app, friend.cookie, categoryIds);
    expect(created.game.categories[5]).toMatchObject({ categoryId, nameEn: 'Week 3 lesson' });
    const board = await getBoard(t.app, friend.cookie, created.game.id);
    expect(board.state.categories[5]!.questions).toHaveLength(6);

    // Another user without the link: still not found, and their game is refused.
    for (const [method, url] of [['GET', `/api/my-categories/${categoryId}`], ['PUT', `/api/my-categories/${categoryId}`], ['DELETE', `/api/my-categories/${categoryId}/share`], ['POST', `/api/my-categories/${categoryId}/share`]] as const) {
      expect((await call(method, url, stranger.cookie, { name: 'x', language: 'en' })).statusCode).toBe(404);
      expect((await call(method, url, friend.cookie, { name: 'x', language: 'en' })).statusCode).toBe(404); // read only for the friend too
    }
    expect((await postGame(t.app, stranger.cookie, gameRequest(categoryIds))).statusCode).toBe(409);
    expect((await call('GET', '/api/my-categories', stranger.cookie)).json<OwnCategoriesResponse>().sharedWithMe).toEqual([]);

    // Revoked: the link is not found at once, the friend's next game is refused and the group is empty.
    const revoked = await call('DELETE', `/api/my-categories/${categoryId}/share`, owner.cookie);
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', `/api/shared/${link.token}`, friend.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/shared/${link.token}/copy`, friend.cookie)).statusCode).toBe(404);
    const refused = await postGame(t.app, friend.cookie, gameRequest(categoryIds));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.reasons).toMatchObject({ [categoryId]: 'category_not_available' }); // (the bank's were used up by the game)
    expect((await call('GET', '/api/my-categories', friend.cookie)).json<OwnCategoriesResponse>().sharedWithMe).toEqual([]);
    expect((await call('GET', `/api/my-categories/${categoryId}`, owner.cookie)).json<OwnCategoryResponse>().share).toBeNull();

    // A new link works; the old one stays dead, and a friend must open the new one to play again.
    const renewed = await share(owner.cookie, categoryId);
    expect(renewed.token).not.toBe(link.token);
    expect((await call('GET', `/api/shared/${link.token}`, friend.cookie)).statusCode).toBe(404);
    expect((await postGame(t.app, friend.cookie, gameRequest(categoryIds))).statusCode).toBe(409);
    expect((await call('GET', `/api/shared/${renewed.token}`, friend.cookie)).statusCode).toBe(200);
    // Making another link stops the one before it.
    const third = await share(owner.cookie, categoryId);
    expect((await call('GET', `/api/shared/${renewed.token}`, friend.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/shared/${third.token}`, friend.cookie)).statusCode).toBe(200);
  });

  it('copies a shared category into the opener\'s own as an independent copy, within their limits', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db);
    const friend = await seedSignedInUser(t.app, t.ctx.db);
    const categoryId = await playableCategory(owner.cookie);
    const link = await share(owner.cookie, categoryId);

    expect((await call('POST', `/api/shared/${link.token}/copy`, undefined)).statusCode).toBe(401);
    const copied = await call('POST', `/api/shared/${link.token}/copy`, friend.cookie);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json<OwnCategoryResponse>();
    expect(copy.category.id).not.toBe(categoryId);
    expect(copy.category).toMatchObject({ name: 'Week 3 lesson', description: 'Our madrasa', language: 'en', playable: true });
    expect(copy.questions).toHaveLength(6);
    expect(copy.share).toBeNull();

    // Independent: the author's change and revocation leave the copy as it was; the copy is the friend's to edit.
    await call('PUT', `/api/my-categories/${categoryId}`, owner.cookie, { name: 'Renamed', language: 'en' });
    await call('DELETE', `/api/my-categories/${categoryId}/share`, owner.cookie);
    const mine = (await call('GET', `/api/my-categories/${copy.category.id}`, friend.cookie)).json<OwnCategoryResponse>();
    expect(mine.category.name).toBe('Week 3 lesson');
    expect((await call('PUT', `/api/my-categories/${copy.category.id}`, friend.cookie, { name: 'My copy', language: 'en' })).statusCode).toBe(200);
    expect((await call('GET', `/api/my-categories/${copy.category.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await createGameViaApi(t.app, friend.cookie, [copy.category.id])).game.categories).toHaveLength(1);

    // Limits: 8 questions per user here; the friend holds 6, another copy of 6 is refused whole.
    const again = await share(owner.cookie, categoryId);
    const over = await call('POST', `/api/shared/${again.token}/copy`, friend.cookie);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'own_question_limit', details: { max: 8 } });
    expect((await call('GET', '/api/my-categories', friend.cookie)).json<OwnCategoriesResponse>().categories).toHaveLength(1);
  });

  it('refuses a copy beyond the most categories a user can keep', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db);
    const friend = await seedSignedInUser(t.app, t.ctx.db);
    const created = await call('POST', '/api/my-categories', owner.cookie, { name: 'Empty', language: 'ar' });
    const link = await share(owner.cookie, created.json<OwnCategoryResponse>().category.id);
    for (const name of ['A', 'B', 'C']) expect((await call('POST', '/api/my-categories', friend.cookie, { name, language: 'en' })).statusCode).toBe(201);
    const over = await call('POST', `/api/shared/${link.token}/copy`, friend.cookie);
    expect(over.json().error).toMatchObject({ code: 'own_category_limit', details: { max: 3 } });
  });

  it('revokes the links of a deleted account with its categories', async () => {
    const owner = await seedSignedInUser(t.app, t.ctx.db);
    const friend = await seedSignedInUser(t.app, t.ctx.db);
    const categoryId = await playableCategory(owner.cookie);
    const link = await share(owner.cookie, categoryId);
    expect((await call('GET', `/api/shared/${link.token}`, friend.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/profile', owner.cookie)).statusCode).toBeLessThan(300);
    expect((await call('GET', `/api/shared/${link.token}`, friend.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/my-categories', friend.cookie)).json<OwnCategoriesResponse>().sharedWithMe).toEqual([]);
    expect(await t.ctx.db.select().from(ownCategoryShares)).toEqual([]);
  });
});
