import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { OwnCategoryResponse, ShareLinkResponse, SharedCategoryResponse } from '@app/shared/contracts/own-categories';
import type { Db, DbOrTx } from '../../db/client';
import { ownCategories, ownCategoryShareOpens, ownCategoryShares, ownQuestions, users } from '../../db/schema/index';
import { hashToken } from '../../core/session/index';
import { AppError } from '../../http/app-error';
import {
  categoryLimitReached,
  countsOf,
  getOwnCategory,
  lockUser,
  ownCategoryNotFound,
  questionCountOf,
  questionLimitReached,
  summaryOf,
  type OwnLimits,
} from './service';

/** A share link's address in the web app. */
export const sharedPath = (token: string) => `/shared/${token}`;

/** Checks the caller owns the category (not found otherwise, another's included). */
async function assertOwned(db: DbOrTx, userId: number, categoryId: number): Promise<void> {
  const [row] = await db
    .select({ id: ownCategories.id })
    .from(ownCategories)
    .where(and(eq(ownCategories.id, categoryId), eq(ownCategories.userId, userId)));
  if (!row) throw ownCategoryNotFound();
}

/**
 * A new read-only link to the owner's category: 256 random bits, only their hash kept. An older
 * link stops at once, and those who opened it lose access until they open the new one.
 */
export async function shareOwnCategory(db: Db, userId: number, categoryId: number): Promise<ShareLinkResponse> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = await db.transaction(async (tx) => {
    await assertOwned(tx, userId, categoryId);
    await tx.delete(ownCategoryShares).where(eq(ownCategoryShares.categoryId, categoryId));
    const [row] = await tx
      .insert(ownCategoryShares)
      .values({ categoryId, tokenHash: hashToken(token) })
      .returning({ createdAt: ownCategoryShares.createdAt });
    return row!.createdAt;
  });
  return { token, path: sharedPath(token), createdAt: createdAt.toISOString() };
}

/** Stops the category's link at once (404 for whoever opens it, games refused for those who opened it). */
export async function revokeOwnCategoryShare(db: DbOrTx, userId: number, categoryId: number): Promise<void> {
  await assertOwned(db, userId, categoryId);
  await db.delete(ownCategoryShares).where(eq(ownCategoryShares.categoryId, categoryId));
}

/** A category the operators hid answers so to everyone but its author. */
const hiddenByOperators = () => new AppError('shared_category_hidden', 'This category was hidden by the operators.');

/** The category behind a live link, or not found (a wrong or revoked token alike); hidden by the operators to anyone but `userId` its author. */
async function sharedCategoryRow(db: DbOrTx, token: string, userId: number) {
  const [row] = await db
    .select({ category: ownCategories, author: users.firstName })
    .from(ownCategoryShares)
    .innerJoin(ownCategories, eq(ownCategories.id, ownCategoryShares.categoryId))
    .innerJoin(users, eq(users.id, ownCategories.userId))
    .where(eq(ownCategoryShares.tokenHash, hashToken(token)));
  if (!row) throw ownCategoryNotFound();
  if (row.category.hiddenAt && row.category.userId !== userId) throw hiddenByOperators();
  return row;
}

/**
 * Opens a link for a signed-in user: the category read only, with its author's first name. Someone
 * other than the author may then play it ("Shared with me") while the link lives.
 */
export async function openSharedCategory(db: DbOrTx, userId: number, token: string): Promise<SharedCategoryResponse> {
  const { category, author } = await sharedCategoryRow(db, token, userId);
  const mine = category.userId === userId;
  if (!mine) {
    await db
      .insert(ownCategoryShareOpens)
      .values({ categoryId: category.id, userId })
      .onConflictDoUpdate({ target: [ownCategoryShareOpens.categoryId, ownCategoryShareOpens.userId], set: { openedAt: new Date() } });
  }
  const counts = (await countsOf(db, [category.id])).get(category.id)!;
  return { category: { ...summaryOf(category, counts), author }, mine };
}

/** Copies the category behind a live link into the caller's own: a new, independent category counted against their limits. */
export async function copySharedCategory(db: Db, userId: number, token: string, limits: OwnLimits): Promise<OwnCategoryResponse> {
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const { category } = await sharedCategoryRow(tx, token, userId);
    const [kept] = await tx.select({ n: count() }).from(ownCategories).where(eq(ownCategories.userId, userId));
    if (Number(kept?.n ?? 0) >= limits.maxCategories) throw categoryLimitReached(limits.maxCategories);
    const questions = await tx.select().from(ownQuestions).where(eq(ownQuestions.categoryId, category.id)).orderBy(asc(ownQuestions.position), asc(ownQuestions.id));
    if ((await questionCountOf(tx, userId)) + questions.length > limits.maxQuestions) throw questionLimitReached(limits.maxQuestions);
    const [copy] = await tx
      .insert(ownCategories)
      .values({ userId, name: category.name, description: category.description, language: category.language, icon: category.icon })
      .returning({ id: ownCategories.id });
    if (questions.length > 0) {
      await tx.insert(ownQuestions).values(
        questions.map((q) => ({
          categoryId: copy!.id,
          difficulty: q.difficulty,
          questionAr: q.questionAr,
          answerAr: q.answerAr,
          acceptedAnswersAr: q.acceptedAnswersAr,
          questionEn: q.questionEn,
          answerEn: q.answerEn,
          acceptedAnswersEn: q.acceptedAnswersEn,
          source: q.source,
        })),
      );
    }
    return copy!.id;
  });
  return getOwnCategory(db, userId, id);
}
