import { eq } from 'drizzle-orm';
import { directionOf, type Language } from '@app/shared/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { unauthenticated } from '../../http/app-error';
import { deleteUserSessions } from '../../core/session/index';

/** Saves the language preference with its direction (en: ltr, ar: rtl). */
export async function updateLanguage(db: Db, userId: number, language: Language) {
  const [user] = await db
    .update(users)
    .set({ preferredLanguage: language, preferredDirection: directionOf(language) })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Deletes the account. The foreign keys do the rest in the same statement: sessions, reset links,
 * ledger, games, progress and presence go with it (cascade); purchase records and issue reports
 * stay for accounting with their user reference set to null.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteUserSessions(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
