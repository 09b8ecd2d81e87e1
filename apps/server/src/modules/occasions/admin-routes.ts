import type { FastifyInstance } from 'fastify';
import { occasionCategoriesRequestSchema, ownOccasionRequestSchema, type AdminOccasion, type AdminOccasionsResponse } from '@app/shared/contracts/occasions';
import type { AppContext } from '../../context';
import { requireOperator } from '../../core/session/index';
import { addOwnOccasion, deleteOwnOccasion, listAdminOccasions, resetOccasionCategories, setOccasionCategories } from './admin-occasions';

const occasionId = (params: unknown) => String((params as { id?: unknown }).id ?? '').slice(0, 100);

/** The console's Occasions section: the centre's own occasions and the categories of every occasion. */
export function registerOccasionAdminRoutes(app: FastifyInstance, { db, database }: AppContext): void {
  app.get('/api/admin/occasions', async (request, reply): Promise<AdminOccasionsResponse> => {
    await requireOperator(request, db);
    reply.header('cache-control', 'no-store');
    return listAdminOccasions(db, database);
  });

  app.post('/api/admin/occasions', async (request, reply): Promise<AdminOccasion> => {
    const operator = await requireOperator(request, db);
    const input = ownOccasionRequestSchema.parse(request.body ?? {});
    const created = await addOwnOccasion(db, database, operator.id, input);
    reply.status(201);
    return created;
  });

  app.put('/api/admin/occasions/:id/categories', async (request): Promise<AdminOccasion> => {
    const operator = await requireOperator(request, db);
    const { categories } = occasionCategoriesRequestSchema.parse(request.body ?? {});
    return setOccasionCategories(db, database, operator.id, occasionId(request.params), categories);
  });

  /** A built-in occasion's categories back to the pack's. */
  app.delete('/api/admin/occasions/:id/categories', async (request): Promise<AdminOccasion> => {
    const operator = await requireOperator(request, db);
    return resetOccasionCategories(db, operator.id, occasionId(request.params));
  });

  app.delete('/api/admin/occasions/:id', async (request, reply) => {
    const operator = await requireOperator(request, db);
    await deleteOwnOccasion(db, operator.id, occasionId(request.params));
    return reply.status(204).send();
  });
}
