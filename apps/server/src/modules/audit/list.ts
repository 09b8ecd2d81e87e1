import { and, asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AuditLogResponse } from '@app/shared/contracts/audit';
import type { Db } from '../../db/client';
import { operatorActions } from '../../db/schema/index';

const SHOWN_AT_MOST = 200;

export type AuditFilter = { operatorId: number | null; action: string | null };

/** The newest entries first, by operator and by action. */
export async function listOperatorActions(db: Db, { operatorId, action }: AuditFilter): Promise<AuditLogResponse> {
  const conditions: SQL[] = [];
  if (operatorId !== null) conditions.push(eq(operatorActions.operatorId, operatorId));
  if (action !== null) conditions.push(eq(operatorActions.action, action));
  const [rows, actions, operators] = await Promise.all([
    db
      .select()
      .from(operatorActions)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
      .limit(SHOWN_AT_MOST),
    db.selectDistinct({ action: operatorActions.action }).from(operatorActions).orderBy(asc(operatorActions.action)),
    db
      .selectDistinct({ id: operatorActions.operatorId, email: operatorActions.operatorEmail })
      .from(operatorActions)
      .where(isNotNull(operatorActions.operatorId))
      .orderBy(asc(operatorActions.operatorEmail)),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      operator: { id: row.operatorId, email: row.operatorEmail },
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
    actions: actions.map((row) => row.action),
    operators: operators.map((row) => ({ id: row.id!, email: row.email })),
  };
}

/** Reads the filters from the query string; anything unusable means "all". */
export function auditFilter(query: unknown): AuditFilter {
  const { operator, action } = (query ?? {}) as { operator?: unknown; action?: unknown };
  const operatorId = typeof operator === 'string' && /^\d{1,9}$/.test(operator) ? Number(operator) : null;
  return { operatorId, action: typeof action === 'string' && /^[a-z_.]{1,60}$/.test(action) ? action : null };
}
