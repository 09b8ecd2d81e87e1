import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { createSession } from '../../src/core/session/session-store';
import { seedPackages } from '../../src/modules/store/service';
import { seedCategories } from '../content-factory';
import { loginCookie, seedUser } from '../factories';
import { createGameViaApi } from '../games';
import { checkout, packageId } from '../payments';

/** Answers that never end (event streams): their scoping is tested on their own (events, session streams). */
export const STREAMS = new Set(['GET /api/events']);

/**
 * Routes in an order that keeps the caller's session alive to the end: other deletions, then
 * sign-out, then account deletion last (after it the user no longer exists).
 */
export function sessionEndingLast<R extends { method: string; url: string }>(routes: R[]): R[] {
  const rank = (r: R) => (r.method === 'DELETE' && r.url === '/api/profile' ? 3 : r.url.endsWith('/logout') ? 2 : r.method === 'DELETE' ? 1 : 0);
  return [...routes].sort((a, b) => rank(a) - rank(b));
}

/** A signed session cookie for a user, without a password round trip. */
export async function sessionCookie(app: FastifyInstance, db: Db, userId: number): Promise<string> {
  const { token } = await createSession(db, { userId, persistent: false });
  return `sid=${app.signCookie(token)}`;
}

/**
 * The first user (the victim) with something in every store: a game, a report, a purchase with
 * its sandbox invoice. `markers` are texts only the victim's own answers may contain.
 */
export async function seedVictim(app: FastifyInstance, db: Db) {
  await seedPackages(db);
  const victim = await seedUser(db, { email: 'victim-sweep@example.com', firstName: 'Maryam', lastName: 'Victimson', phone: '99112233' });
  const cookie = await loginCookie(app, victim.email);
  const categories = await seedCategories(db, 1);
  const game = await createGameViaApi(app, cookie, [categories[0]!.id], { name: 'VictimGameZ', teamNames: ['VictimTeamA', 'VictimTeamB'] });
  const report = await app.inject({ method: 'POST', url: '/api/feedback', headers: { cookie }, payload: { title: 'VictimReportZ', content: 'VictimNotesZ 99112233' } });
  if (report.statusCode !== 201) throw new Error(`feedback failed: ${report.statusCode} ${report.body}`);
  const purchase = await checkout(app, cookie, { packageId: await packageId(db, 3) });
  const invoiceId = new URL(purchase.paymentUrl).pathname.split('/').pop()!;
  const own = await app.inject({ method: 'POST', url: '/api/my-categories', headers: { cookie }, payload: { name: 'VictimLessonZ', language: 'en' } });
  if (own.statusCode !== 201) throw new Error(`own category failed: ${own.statusCode} ${own.body}`);
  const ownCategoryId = String(own.json<{ category: { id: number } }>().category.id);
  const ownQuestion = await app.inject({
    method: 'POST',
    url: `/api/my-categories/${ownCategoryId}/questions`,
    headers: { cookie },
    payload: { difficulty: 'easy', questionEn: 'VictimQuestionZ?', answerEn: 'VictimAnswerZ' },
  });
  if (ownQuestion.statusCode !== 201) throw new Error(`own question failed: ${ownQuestion.statusCode} ${ownQuestion.body}`);
  const ownQuestionId = String(ownQuestion.json<{ questions: { id: number }[] }>().questions[0]!.id);
  const suggestion = await app.inject({
    method: 'POST',
    url: `/api/my-categories/${ownCategoryId}/questions/${ownQuestionId}/suggest`,
    headers: { cookie },
    payload: { source: 'VictimSourceZ', credit: true },
  });
  if (suggestion.statusCode !== 201) throw new Error(`suggestion failed: ${suggestion.statusCode} ${suggestion.body}`);
  return {
    victim,
    ids: { gameId: String(game.game.id), invoiceId, categoryId: String(categories[0]!.id), ownCategoryId, ownQuestionId },
    markers: ['victim-sweep@example.com', 'Victimson', '99112233', 'VictimGameZ', 'VictimTeamA', 'VictimReportZ', 'VictimNotesZ', 'VictimLessonZ', 'VictimQuestionZ', 'VictimAnswerZ', 'VictimSourceZ'],
  };
}

/** A route's URL with its path parameters filled: the victim's own resources where the route names one. */
export function fillPath(url: string, ids: { gameId: string; invoiceId: string; categoryId: string; ownCategoryId: string; ownQuestionId: string }): string {
  const id = url.startsWith('/api/games/')
    ? ids.gameId
    : url.startsWith('/api/admin/categories/')
      ? ids.categoryId
      : url.startsWith('/api/my-categories/')
        ? ids.ownCategoryId
        : '1';
  return url
    .replace(':invoiceId', ids.invoiceId)
    .replace(':questionId', url.startsWith('/api/my-categories/') ? ids.ownQuestionId : ':questionId')
    .replace(':id', id);
}
