import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminFeedbackResponse,
  AdminNotification,
  AdminNotificationsResponse,
  FeedbackStatus,
  notificationRequestSchema,
} from '@app/shared/contracts/admin';
import type { FeedbackPriority, FeedbackType } from '@app/shared/contracts/feedback';
import type { SharedReportReason } from '@app/shared/contracts/suggestions';
import type { Db } from '../../db/client';
import { messages, notifications, ownCategories } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { publishEvent } from '../../core/events/index';

const INBOX_SIZE = 200;
const SENT_SIZE = 50;
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
      type: row.type as FeedbackType,
      priority: row.priority as FeedbackPriority,
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

/** Saves the notification and pushes it to every open tab, in one transaction. */
export async function sendNotification(
  db: Db,
  operatorId: number,
  texts: z.output<typeof notificationRequestSchema>,
): Promise<AdminNotification> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(notifications).values({ ...texts, status: 'sent', createdBy: operatorId }).returning();
    await publishEvent(tx, { type: 'notification', id: row!.id, ...texts });
    await recordOperatorAction(tx, { operatorId, action: 'notification.send', target: `notification:${row!.id}`, before: null, after: texts });
    return toNotification(row!);
  });
}

export async function listNotifications(db: Db): Promise<AdminNotificationsResponse> {
  const rows = await db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(SENT_SIZE);
  return { notifications: rows.map(toNotification) };
}

const toNotification = (row: typeof notifications.$inferSelect): AdminNotification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  titleAr: row.titleAr,
  bodyAr: row.bodyAr,
  createdAt: row.createdAt.toISOString(),
});
