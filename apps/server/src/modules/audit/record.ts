import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { operatorActions, users } from '../../db/schema/index';

export type OperatorAction = {
  operatorId: number;
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
export async function recordOperatorAction(tx: Tx, { operatorId, action, target, before, after }: OperatorAction): Promise<void> {
  const [operator] = await tx.select({ email: users.email }).from(users).where(eq(users.id, operatorId));
  await tx.insert(operatorActions).values({
    operatorId,
    operatorEmail: operator?.email ?? `#${operatorId}`,
    action,
    target,
    before: before ?? null,
    after: after ?? null,
  });
}
