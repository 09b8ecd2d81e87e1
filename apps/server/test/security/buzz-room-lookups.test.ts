import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HostBuzzers } from '@app/shared/contracts/buzzers';
import type { GameState } from '@app/shared/game/state';
import { games } from '../../src/db/schema/index';
import { BUZZ_JOIN_LIMIT } from '../../src/modules/buzzers/routes';
import { JOIN_CODE_IDLE_HOURS } from '../../src/modules/buzzers/buzzers';
import { createTestApp, type TestApp } from '../app';
import { seedCategory } from '../content-factory';
import { randomIp, seedSignedInUser } from '../factories';
import { createGameViaApi } from '../games';

/**
 * Probe finding: GET /api/buzz/room?code= had no limit (155 look-ups a second; a hit gives the
 * game's and teams' names, often children's) and a join code worked for as long as buzzers stayed on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function roomWithBuzzers() {
  const host = await seedSignedInUser(t.app, t.ctx.db, { points: 3 });
  const category = await seedCategory(t.ctx.db, { questionsPerDifficulty: 6 });
  const gameId = (await createGameViaApi(t.app, host.cookie, [category.id])).game.id;
  const toggled = await t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/buzzers`, headers: { cookie: host.cookie }, payload: { enabled: true } });
  return { gameId, joinCode: (toggled.json() as { buzzers: HostBuzzers }).buzzers.joinCode! };
}
const room = (code: string, ip = randomIp()) => t.app.inject({ method: 'GET', url: `/api/buzz/room?code=${code}`, headers: { 'x-forwarded-for': ip } });
const join = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/buzz/join', payload: { code, name: 'Sara', team: 0 }, headers: { 'x-forwarded-for': randomIp() } });
const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string } }).error;

describe('buzzer join codes', () => {
  it('room look-ups from one address are limited like joins: 60 per 15 minutes, then 429', async () => {
    const { joinCode } = await roomWithBuzzers();
    const ip = randomIp();
    for (let i = 0; i < BUZZ_JOIN_LIMIT.max - 1; i++) expect((await room('ZZZZZZ', ip)).statusCode).toBe(400);
    expect((await room(joinCode, ip)).json()).toEqual({ gameName: 'Friday Quiz', teams: ['Lions', 'Eagles'] });
    const refused = await room(joinCode, ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'rate_limited', message: 'Too many tries. Please try again later.' });
    expect((await room(joinCode)).statusCode).toBe(200);
  });

  it('a join code stops working once the game is over', async () => {
    const { gameId, joinCode } = await roomWithBuzzers();
    const [row] = await t.ctx.db.select({ state: games.state }).from(games).where(eq(games.id, gameId));
    const state = row!.state as GameState;
    for (const category of state.categories) for (const question of category.questions) question.answered = true;
    await t.ctx.db.update(games).set({ state }).where(eq(games.id, gameId));
    t.app.forgetCachedRows();
    expect(errorOf(await room(joinCode)).code).toBe('buzz_code_invalid');
    expect(errorOf(await join(joinCode)).code).toBe('buzz_code_invalid');
  });

  it(`a join code stops working after ${JOIN_CODE_IDLE_HOURS} hours without play, and works again once the host plays on`, async () => {
    const { gameId, joinCode } = await roomWithBuzzers();
    await t.ctx.db.execute(sql`update games set updated_at = now() - interval '6 hours 1 minute' where id = ${gameId}`);
    await t.ctx.db.execute(sql`update buzzer_rooms set created_at = now() - interval '6 hours 1 minute' where game_id = ${gameId}`);
    const stale = await room(joinCode);
    expect(stale.statusCode).toBe(400);
    expect(errorOf(stale).code).toBe('buzz_code_invalid');
    expect(errorOf(await join(joinCode)).code).toBe('buzz_code_invalid');
    await t.ctx.db.execute(sql`update games set updated_at = now() - interval '5 hours 59 minutes' where id = ${gameId}`);
    expect((await room(joinCode)).statusCode).toBe(200);
    expect((await join(joinCode)).statusCode).toBe(200);
  });
});
