import type { FastifyInstance } from 'fastify';
import { updateProfileRequestSchema, type ProfileResponse } from '@app/shared/contracts/profile';
import type { AppContext } from '../../context';
import { clearSessionCookie, requireUser } from '../auth/current-user';
import { toProfile } from '../users/session-user';
import { deleteAccount, updateLanguage } from './service';

/** The signed-in user's own profile: every route acts on the session's user, never on an id. */
export function registerProfileRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/profile', async (request, reply): Promise<ProfileResponse> => {
    reply.header('cache-control', 'no-store');
    return { profile: toProfile(requireUser(request)) };
  });

  app.patch('/api/profile', async (request): Promise<ProfileResponse> => {
    const user = requireUser(request);
    const { preferredLanguage } = updateProfileRequestSchema.parse(request.body);
    return { profile: toProfile(await updateLanguage(db, user.id, preferredLanguage)) };
  });

  app.delete('/api/profile', async (request, reply) => {
    const user = requireUser(request);
    await deleteAccount(db, user.id);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
}
