import type { FastifyInstance } from 'fastify';
import { notificationRequestSchema, type AdminNotification, type AdminNotificationsResponse } from '@app/shared/contracts/admin';
import type { AppContext } from '../../context';
import { requireOperator } from '../../core/session/index';
import { listNotifications, sendNotification } from './service';

/** The console's notifications to every player: the last ones sent, and a new one. */
export function registerNotificationRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/admin/notifications', async (request, reply): Promise<AdminNotificationsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listNotifications(db);
  });

  app.post('/api/admin/notifications', async (request, reply): Promise<AdminNotification> => {
    const operator = await requireOperator(request, db);
    const input = notificationRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return sendNotification(db, operator.id, input);
  });
}
