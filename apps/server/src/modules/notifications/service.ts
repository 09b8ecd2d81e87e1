import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminNotification, AdminNotificationsResponse, notificationRequestSchema } from '@app/shared/contracts/admin';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { publishEvent } from '../../core/events/index';
import { recordOperatorAction } from '../audit/index';

const SENT_SIZE = 50;

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
