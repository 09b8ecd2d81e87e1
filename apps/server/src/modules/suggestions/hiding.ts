import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { findCountry } from '@app/shared/countries';
import type { sharedReportRequestSchema } from '@app/shared/contracts/suggestions';
import type { Db } from '../../db/client';
import { messages, ownCategories, ownCategoryShares } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { hashToken, type UserRow } from '../../core/session/index';
import { publishEvent } from '../../core/events/index';
import { recordOperatorAction } from '../audit/index';
import { enforce } from '../rate-limit/index';

export const sharedCategoryHidden = () => new AppError('shared_category_hidden', 'This category was hidden by the operators.');
const categoryNotFound = () => notFound('Category not found.');

/**
 * A signed-in user who has a category's live link reports it: the report reaches the console's
 * inbox (the report-an-issue messages) with the category, so an operator can hide it from there.
 */
export async function reportSharedCategory(db: Db, user: UserRow, token: string, input: z.output<typeof sharedReportRequestSchema>): Promise<{ id: number }> {
  const [category] = await db
    .select({ id: ownCategories.id, name: ownCategories.name, hiddenAt: ownCategories.hiddenAt })
    .from(ownCategoryShares)
    .innerJoin(ownCategories, eq(ownCategories.id, ownCategoryShares.categoryId))
    .where(eq(ownCategoryShares.tokenHash, hashToken(token)));
  if (!category) throw categoryNotFound();
  if (category.hiddenAt) throw sharedCategoryHidden();
  await enforce(db, [{ key: `shared-report:user:${user.id}`, max: 20, windowMs: 60 * 60 * 1000 }], 'Too many reports. Please try again later.');
  const country = findCountry(user.country);
  const [row] = await db
    .insert(messages)
    .values({
      userId: user.id,
      title: category.name,
      type: 'other',
      priority: 'medium',
      content: input.text,
      status: 'new',
      internalNotes: `Submitted by ${user.firstName} ${user.lastName} (${country?.nameEn ?? user.country}). Contact: ${user.email}, ${country?.dialCode ?? ''} ${user.phone}`,
      ownCategoryId: category.id,
      ownCategoryReason: input.reason,
    })
    .returning({ id: messages.id });
  return { id: row!.id };
}

/**
 * Hides a user's category from everyone but its author (hidden: the link answers "hidden by the
 * operators", games of those who opened it are refused), or shows it again. Audited; the author
 * is told with the reason.
 */
export async function setSharedCategoryHidden(db: Db, operatorId: number, categoryId: number, hide: { reason: string } | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ userId: ownCategories.userId, name: ownCategories.name, hiddenAt: ownCategories.hiddenAt, reason: ownCategories.hiddenReason })
      .from(ownCategories)
      .where(eq(ownCategories.id, categoryId))
      .for('update');
    if (!before) throw categoryNotFound();
    await tx
      .update(ownCategories)
      .set(hide ? { hiddenAt: new Date(), hiddenReason: hide.reason } : { hiddenAt: null, hiddenReason: null })
      .where(eq(ownCategories.id, categoryId));
    await recordOperatorAction(tx, {
      operatorId,
      action: hide ? 'shared_category.hide' : 'shared_category.unhide',
      target: `own_category:${categoryId}`,
      before: { hidden: before.hiddenAt !== null, reason: before.reason },
      after: { hidden: hide !== null, reason: hide?.reason ?? null },
    });
    await publishEvent(tx, {
      type: 'notice',
      userId: before.userId,
      id: `own_category:${categoryId}:${hide ? 'hidden' : 'shown'}:${Date.now()}`,
      notice: hide ? { kind: 'category_hidden', name: before.name, reason: hide.reason } : { kind: 'category_unhidden', name: before.name },
    });
  });
}
