import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OperatorsResponse } from '@app/shared/contracts/admin-players';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { recordOperatorAction } from '../audit/index';

/**
 * How an account became an operator: its address is in ADMIN_EMAILS and its owner set the password
 * through the mailed link, another operator granted it, or `npm run admin -- grant`.
 */
export type GrantHow = 'listed_address' | 'operator' | 'command_line';

/** What the audit log names as the doer of a command-line grant. */
export const COMMAND_LINE = 'command line';

type UserRow = typeof users.$inferSelect;

/**
 * Gives the operator role, records how and by whom on the account, and logs it (`player.role`,
 * with `how`). A listed address's role is logged as done by the account's owner.
 */
export async function grantOperatorRole(tx: Tx, user: UserRow, { how, grantedBy }: { how: GrantHow; grantedBy: number | null }): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ role: 'admin', roleGrantedAt: new Date(), roleGrantedBy: grantedBy, roleGrantedHow: how })
    .where(eq(users.id, user.id))
    .returning();
  await recordOperatorAction(tx, {
    operatorId: how === 'command_line' ? null : how === 'listed_address' ? user.id : grantedBy,
    ...(how === 'command_line' ? { by: COMMAND_LINE } : {}),
    action: 'player.role',
    target: `user:${user.id}`,
    before: { role: user.role },
    after: { role: 'admin', how },
  });
  return row!;
}

/** Takes the operator role away and logs it (`player.role`, with `how` it was taken). */
export async function removeOperatorRole(
  tx: Tx,
  user: UserRow,
  { how, by }: { how: 'operator' | 'granter_taken_over'; by: number },
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ role: 'user', roleGrantedAt: null, roleGrantedBy: null, roleGrantedHow: null })
    .where(eq(users.id, user.id))
    .returning();
  const [granter] = user.roleGrantedBy === null ? [] : await tx.select({ email: users.email }).from(users).where(eq(users.id, user.roleGrantedBy));
  await recordOperatorAction(tx, {
    operatorId: by,
    action: 'player.role',
    target: `user:${user.id}`,
    before: { role: user.role, grantedBy: granter?.email ?? null },
    after: { role: 'user', how },
  });
  return row!;
}

/**
 * The owner of a listed address took the account back: every role this account granted, and every
 * role those operators granted in turn, is removed (logged as done by the owner).
 */
export async function removeRolesGrantedBy(tx: Tx, ownerId: number): Promise<number[]> {
  const removed: number[] = [];
  let granters = [ownerId];
  while (granters.length > 0) {
    const granted = await tx
      .select()
      .from(users)
      .where(and(inArray(users.roleGrantedBy, granters), eq(users.role, 'admin'), eq(users.roleGrantedHow, 'operator'), ne(users.id, ownerId)))
      .for('update');
    for (const user of granted) await removeOperatorRole(tx, user, { how: 'granter_taken_over', by: ownerId });
    granters = granted.map((user) => user.id);
    removed.push(...granters);
  }
  return removed;
}

export type GrantResult = 'granted' | 'already_admin' | 'not_found';

/** `npm run admin -- grant`: gives an existing account the operator role, logged as the command line. */
export async function grantAdmin(db: Db, email: string): Promise<GrantResult> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, address)).for('update');
    if (!user) return 'not_found';
    if (user.role === 'admin') return 'already_admin';
    await grantOperatorRole(tx, user, { how: 'command_line', grantedBy: null });
    return 'granted';
  });
}

/**
 * Listed, confirmed accounts whose owner has not set the operator password through the mailed link
 * yet: players, operators from before the way a role was granted was recorded, and operators
 * granted by another operator (who may have been a squatter). Only `onlyUserId` when given.
 */
export async function listedAccountsToClaim(db: DbOrTx, emails: readonly string[], onlyUserId?: number) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(
      and(
        inArray(users.email, [...emails]),
        isNotNull(users.emailConfirmedAt),
        isNull(users.bannedAt),
        or(ne(users.role, 'admin'), isNull(users.roleGrantedHow), eq(users.roleGrantedHow, 'operator')),
        onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
      ),
    )
    .orderBy(asc(users.id));
}

/** The console's operators list: who is one, how, since when, and who granted it. */
export async function listOperators(db: Db): Promise<OperatorsResponse> {
  const granter = alias(users, 'granter');
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      grantedAt: users.roleGrantedAt,
      how: users.roleGrantedHow,
      granterId: granter.id,
      granterEmail: granter.email,
    })
    .from(users)
    .leftJoin(granter, eq(granter.id, users.roleGrantedBy))
    .where(eq(users.role, 'admin'))
    .orderBy(sql`${users.roleGrantedAt} desc nulls last`, desc(users.id));
  return {
    operators: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim(),
      grantedAt: row.grantedAt?.toISOString() ?? null,
      how: (row.how as GrantHow | null) ?? null,
      grantedBy: row.granterId === null ? null : { id: row.granterId, email: row.granterEmail! },
    })),
  };
}
