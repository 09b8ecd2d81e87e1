import type { FastifyInstance } from 'fastify';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import type { AppContext } from '../../context';
import { listCategories } from './list-categories';

export function registerContentRoutes(app: FastifyInstance, { database }: AppContext): void {
  /** Active categories, grouped, with the caller's remaining games (a visitor counts as a new user). */
  app.get('/api/categories', async (request, reply): Promise<CategoriesResponse> => {
    reply.header('cache-control', 'no-store');
    return listCategories(database, request.auth?.userId ?? null);
  });
}
