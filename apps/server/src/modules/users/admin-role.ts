import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

export type GrantResult = 'granted' | 'already_admin' | 'not_found';

/** Gives an existing user the admin role (operators, DECISIONS.md 18). */
export async function grantAdmin(db: Db, email: string): Promise<GrantResult> {
  const address = email.trim().toLowerCase();
  const [updated] = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.email, address), ne(users.role, 'admin')))
    .returning({ id: users.id });
  if (updated) return 'granted';
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  return existing ? 'already_admin' : 'not_found';
}

/**
 * The admin rule (DECISIONS.md 18 and 23): an address listed in ADMIN_EMAILS is an operator once
 * it is confirmed. Applied at start to every user, and at login and e-mail confirmation to that
 * user (`onlyUserId`). Returns the e-mails promoted.
 */
export async function promoteListedAdmins(db: DbOrTx, emails: readonly string[], onlyUserId?: number): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ role: 'admin' })
    .where(
      and(
        inArray(users.email, [...emails]),
        ne(users.role, 'admin'),
        isNotNull(users.emailConfirmedAt),
        onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
      ),
    )
    .returning({ email: users.email });
  return rows.map((row) => row.email);
}
