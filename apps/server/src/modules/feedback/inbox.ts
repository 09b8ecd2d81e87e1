import { desc, eq } from 'drizzle-orm';
import type { AdminFeedbackResponse, FeedbackStatus } from '@app/shared/contracts/admin';
import type { SharedReportReason } from '@app/shared/contracts/suggestions';
import type { Db } from '../../db/client';
import { messages, ownCategories } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';

const INBOX_SIZE = 200;
const SENDER_NOTE = /^Submitted by (.*)$/;

/** The newest reports first; the sender as recorded with the report (it survives account deletion). */
export async function listFeedback(db: Db): Promise<AdminFeedbackResponse> {
  const found = await db
    .select({ row: messages, category: { id: ownCategories.id, name: ownCategories.name, hiddenAt: ownCategories.hiddenAt } })
    .from(messages)
    .leftJoin(ownCategories, eq(ownCategories.id, messages.ownCategoryId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(INBOX_SIZE);
  return {
    items: found.map(({ row, category }) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      title: row.title,
      type: row.type,
      priority: row.priority,
      status: row.status,
      content: row.content,
      sender: SENDER_NOTE.exec(row.internalNotes ?? '')?.[1] ?? null,
      // A report on a shared category (issue 29): the category while it exists, and whether it is hidden now.
      sharedCategory:
        category && row.ownCategoryReason
          ? { id: category.id, name: category.name, reason: row.ownCategoryReason as SharedReportReason, hidden: category.hiddenAt !== null }
          : null,
    })),
  };
}

export async function setFeedbackStatus(db: Db, operatorId: number, id: number, status: FeedbackStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: messages.status }).from(messages).where(eq(messages.id, id)).for('update');
    if (!before) throw notFound('Report not found.');
    await tx.update(messages).set({ status }).where(eq(messages.id, id));
    await recordOperatorAction(tx, { operatorId, action: 'report.status', target: `report:${id}`, before, after: { status } });
  });
}

