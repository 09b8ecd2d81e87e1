import type { FastifyInstance } from 'fastify';
import type { AdminTransaction, AdminTransactionsResponse } from '@app/shared/contracts/admin';
import { adminTransactionsQuerySchema, refundRequestSchema } from '@app/shared/contracts/admin-payments';
import type { AdminRefund } from '@app/shared/contracts/admin-payments';
import type { AppContext } from '../../context';
import { pathId } from '../../http/path-id';
import { requireOperator } from '../../core/session/index';
import { listAllTransactions } from './console-transactions';
import { transactionNotFound } from './errors';
import type { PaymentsDeps } from './payments-deps';
import type { MyFatoorahClient } from './provider/myfatoorah-client';
import { recheckPurchase } from './recheck';
import { refundPurchase } from './refund';

/** The console's payments: purchases by status and day, a re-check with the provider, refunds. */
export function registerPaymentConsoleRoutes(app: FastifyInstance, { db, config }: AppContext, client: MyFatoorahClient): void {
  const deps: PaymentsDeps = { db, client, config, log: app.log, mailer: app.mailer };

  app.get('/api/admin/transactions', async (request, reply): Promise<AdminTransactionsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listAllTransactions(db, adminTransactionsQuerySchema.parse(request.query ?? {}));
  });

  app.post('/api/admin/transactions/:id/recheck', async (request, reply): Promise<AdminTransaction> => {
    const operator = await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return recheckPurchase(deps, operator.id, pathId(request.params, transactionNotFound));
  });

  app.post('/api/admin/transactions/:id/refund', async (request, reply): Promise<AdminRefund> => {
    const operator = await requireOperator(request, db);
    const transactionId = pathId(request.params, transactionNotFound);
    const { reason, takePoints } = refundRequestSchema.parse(request.body ?? {});
    reply.status(201).header('cache-control', 'no-store');
    return refundPurchase(deps, { operatorId: operator.id, transactionId, reason, takePoints });
  });
}
