import type { FastifyInstance } from 'fastify';
import { passRequestSchema, type AdminPass, type AdminPassesResponse } from '@app/shared/contracts/admin';
import type { AppContext } from '../../context';
import { requireOperator } from '../../core/session/index';
import { notFound } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { createPass, listPasses, updatePass } from './console';

const idParam = (params: unknown, message: string) => pathId(params, () => notFound(message));

/** The console's passes: list, create, change. */
export function registerPassConsoleRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/admin/passes', async (request, reply): Promise<AdminPassesResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listPasses(db);
  });

  app.post('/api/admin/passes', async (request, reply): Promise<AdminPass> => {
    const operator = await requireOperator(request, db);
    const input = passRequestSchema.parse(request.body ?? {});
    reply.status(201);
    return createPass(db, operator.id, input);
  });

  app.put('/api/admin/passes/:id', async (request): Promise<AdminPass> => {
    const operator = await requireOperator(request, db);
    const id = idParam(request.params, 'Pass not found.');
    return updatePass(db, operator.id, id, passRequestSchema.parse(request.body ?? {}));
  });
}
