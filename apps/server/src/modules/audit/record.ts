import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { operatorActions, users } from '../../db/schema/index';

export type OperatorAction = {
  /** Who did it: an operator's (or, for a listed address, the account's own) id; null with `by`. */
  operatorId: number | null;
  /** Names who did it when no account did (e.g. `command line`). */
  by?: string;
  /** What was done, as `thing.verb` (e.g. `points.adjust`, `player.ban`). */
  action: string;
  /** What it was done to, as `kind:id` (e.g. `user:12`). */
  target: string;
  before: unknown;
  after: unknown;
};

/**
 * Writes one audit entry. Call it inside the transaction that makes the change, so the log holds
 * exactly the changes that happened.
 */
export async function recordOperatorAction(tx: Tx, { operatorId, by, action, target, before, after }: OperatorAction): Promise<void> {
  const [operator] = operatorId === null ? [] : await tx.select({ email: users.email }).from(users).where(eq(users.id, operatorId));
  await tx.insert(operatorActions).values({
    operatorId,
    operatorEmail: operator?.email ?? by ?? `#${operatorId}`,
    action,
    target,
    before: before ?? null,
    after: after ?? null,
  });
}
