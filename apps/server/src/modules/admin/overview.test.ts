import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOverviewResponse } from '@app/shared/contracts/overview';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser, seedUser } from '../../../test/factories';
import { seedCategory } from '../../../test/content-factory';
import { games, messages, presence, questionReports, questions, transactions, users } from '../../db/schema/index';
import { adminOverview } from './overview';
import { newGame } from '@app/shared/game/test-fixtures';
import type { TransactionStatus } from '@app/shared/payment-constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

// 15:00 in Kuwait on 15 January 2030; today there began at 2030-01-14T21:00Z.
const NOW = new Date('2030-01-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('overview', () => {
  it('counts sign-ups, games and revenue by Kuwait day for today and 30 days, players online now and open reports', async () => {
    const db = t.ctx.db;
    const signedUp = async (iso: string) => {
      const user = await seedUser(db);
      await db.update(users).set({ createdAt: at(iso) }).where(eq(users.id, user.id));
      return user;
    };
    const today = await signedUp('2030-01-14T21:00:00Z'); // 00:00 today in Kuwait
    await signedUp('2030-01-14T20:59:59Z'); // 23:59:59 yesterday
    await signedUp('2029-12-16T21:00:00Z'); // 00:00 on the first of the 30 days
    await signedUp('2029-12-16T20:59:59Z'); // the day before: left out
    // (the test app's other users signed up "now", in 2026: long before the window)

    let code = 0;
    const game = (iso: string) =>
      db.insert(games).values({ userId: today.id, code: `G${++code}`, name: 'Night', team1Name: 'A', team2Name: 'B', state: newGame(), createdAt: at(iso) });
    await game('2030-01-15T11:00:00Z');
    await game('2030-01-15T11:30:00Z');
    await game('2030-01-01T10:00:00Z');

    const payment = (status: TransactionStatus, amountFils: number, creditedAt: string | null, createdAt = '2030-01-15T09:00:00Z') =>
      db.insert(transactions).values({
        userId: today.id,
        points: 5,
        amountFils,
        status,
        transactionCode: `T${++code}`,
        creditedAt: creditedAt ? at(creditedAt) : null,
        createdAt: at(createdAt),
      });
    await payment('completed', 2750, '2030-01-15T09:05:00Z');
    await payment('completed', 1500, '2030-01-10T09:05:00Z', '2030-01-10T09:00:00Z');
    await payment('completed', 9999, '2029-12-01T09:05:00Z', '2029-12-01T09:00:00Z'); // before the 30 days
    await payment('pending', 4000, null);
    await payment('failed', 4000, null);

    const category = await seedCategory(db);
    const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.categoryId, category.id)).limit(1);
    await db.insert(questionReports).values([
      { questionId: question!.id, reason: 'unclear' },
      { questionId: question!.id, reason: 'wrong_answer' },
      { questionId: question!.id, reason: 'offensive', status: 'resolved' },
    ]);
    await db.insert(messages).values([
      { title: 'Help', type: 'bug', priority: 'medium', content: 'The board froze' },
      { title: 'Thanks', type: 'other', priority: 'low', content: 'Great game', status: 'read' },
    ]);
    await db.insert(presence).values([
      { userId: today.id, state: 'online', updatedAt: at('2030-01-15T11:59:30Z') },
      { userId: (await seedUser(db)).id, state: 'online', updatedAt: at('2030-01-15T11:00:00Z') }, // heartbeats stopped an hour ago
    ]);

    const overview = await adminOverview(db, NOW);
    expect(overview.onlineNow).toBe(1);
    expect(overview.today).toEqual({ signups: 1, games: 2, revenueFils: 2750 });
    expect(overview.last30Days).toEqual({ signups: 3, games: 3, revenueFils: 4250 });
    expect(overview.openReports).toEqual({ questions: 2, messages: 1 });
    expect(overview.days).toHaveLength(30);
    expect([overview.days[0]!.date, overview.days.at(-1)!.date]).toEqual(['2029-12-17', '2030-01-15']);
    expect(overview.days.filter((day) => day.signups + day.games + day.revenueFils > 0)).toEqual([
      { date: '2029-12-17', signups: 1, games: 0, revenueFils: 0 },
      { date: '2030-01-01', signups: 0, games: 1, revenueFils: 0 },
      { date: '2030-01-10', signups: 0, games: 0, revenueFils: 1500 },
      { date: '2030-01-14', signups: 1, games: 0, revenueFils: 0 },
      { date: '2030-01-15', signups: 1, games: 2, revenueFils: 2750 },
    ]);
  });

  it('is for operators only', async () => {
    const player = await seedSignedInUser(t.app, t.ctx.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: player.cookie } })).statusCode).toBe(403);
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const overview = (await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie } })).json<AdminOverviewResponse>();
    expect([overview.today.signups, overview.days.length]).toEqual([2, 30]);
  });
});
