import type { FastifyInstance } from 'fastify';
import {
  checkoutRequestSchema,
  transactionsQuerySchema,
  verifyPaymentRequestSchema,
  type CheckoutResponse,
  type TransactionsResponse,
  type TransactionView,
  type VerifyPaymentResponse,
} from '@app/shared/contracts/payments';
import type { AppContext } from '../../context';
import type { MyFatoorahClient } from './provider/myfatoorah-client';
import { requireOperator, requireUser, requireUserId } from '../../core/session/index';
import { salesQuerySchema, type SalesResponse } from '@app/shared/contracts/sales';
import { pathId } from '../../http/path-id';
import { cancelPayment } from './cancel-payment';
import { transactionNotFound } from './errors';
import { startCheckout } from './checkout';
import { listTransactions } from './list-transactions';
import { salesReport } from './sales';
import type { PaymentsDeps } from './payments-deps';
import { verifyPayment } from './verify-payment';
import { handleWebhook } from './webhook';

export function registerPaymentRoutes(app: FastifyInstance, { db, config }: AppContext, client: MyFatoorahClient): void {
  const deps: PaymentsDeps = { db, client, config, log: app.log, mailer: app.mailer };

  app.post('/api/payments/checkout', async (request, reply): Promise<CheckoutResponse> => {
    const user = await requireUser(request, db);
    const input = checkoutRequestSchema.parse(request.body ?? {});
    reply.status(201).header('cache-control', 'no-store');
    return startCheckout(deps, user, input, { ip: request.ip });
  });

  app.post('/api/payments/verify', async (request, reply): Promise<VerifyPaymentResponse> => {
    const user = await requireUser(request, db);
    const input = verifyPaymentRequestSchema.parse(request.body ?? {});
    reply.header('cache-control', 'no-store');
    return verifyPayment(deps, user, input);
  });

  app.post('/api/payments/webhook', async (request) =>
    handleWebhook(deps, request.body, request.headers['myfatoorah-signature']),
  );

  app.post('/api/payments/transactions/:id/cancel', async (request, reply): Promise<TransactionView> => {
    const userId = requireUserId(request);
    reply.header('cache-control', 'no-store');
    return cancelPayment(deps, userId, pathId(request.params, transactionNotFound));
  });

  app.get('/api/payments/transactions', async (request, reply): Promise<TransactionsResponse> => {
    const userId = requireUserId(request);
    const query = transactionsQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    return listTransactions(db, userId, query);
  });

  /** The console's sales: per package, pass and coupon over Kuwait days (operators only). */
  app.get('/api/admin/sales', async (request, reply): Promise<SalesResponse> => {
    await requireOperator(request, db);
    const query = salesQuerySchema.parse(request.query ?? {});
    reply.header('cache-control', 'no-store');
    return salesReport(db, query);
  });
}
