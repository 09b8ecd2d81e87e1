import type { FastifyInstance } from 'fastify';
import type { StorePackagesResponse } from '@app/shared/contracts/store';
import type { AppContext } from '../../context';
import { listStorePackages } from './service';

export function registerStoreRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.get('/api/store/packages', async (_request, reply): Promise<StorePackagesResponse> => {
    reply.header('cache-control', 'no-cache');
    return listStorePackages(db, config.payments.sandboxInProduction);
  });
}
