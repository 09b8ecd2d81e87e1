import type { FastifyInstance } from 'fastify';
import { updateProfileRequestSchema, type ProfileResponse } from '@app/shared/contracts/profile';
import type { AppContext } from '../../context';
import { clearSessionCookie, requireUser, requireUserId, type SessionCache } from '../../core/session/index';
import { toProfile } from '../users/index';
import { deleteAccount, updateLanguage } from './service';

/** The signed-in user's own profile: every route acts on the session's user, never on an id. */
export function registerProfileRoutes(app: FastifyInstance, { db }: AppContext, sessionCache: SessionCache): void {
  app.get('/api/profile', async (request, reply): Promise<ProfileResponse> => {
    reply.header('cache-control', 'no-store');
    return { profile: toProfile(await requireUser(request, db)) };
  });

  app.patch('/api/profile', async (request): Promise<ProfileResponse> => {
    const userId = requireUserId(request);
    const { preferredLanguage } = updateProfileRequestSchema.parse(request.body);
    return { profile: toProfile(await updateLanguage(db, userId, preferredLanguage)) };
  });

  app.delete('/api/profile', async (request, reply) => {
    await deleteAccount(db, requireUserId(request));
    sessionCache.revokeAll();
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
}
