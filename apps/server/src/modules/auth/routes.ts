import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, signupRequestSchema } from '@app/shared/contracts/auth';
import type { SessionResponse } from '@app/shared/contracts/session';
import type { AppContext } from '../../context';
import { toSessionUser } from '../users/session-user';
import { clearSessionCookie, setSessionCookie } from './current-user';
import { login, signup } from './service';
import { deleteUserSessions } from './session-store';

export function registerAuthRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.get('/api/auth/session', async (request, reply): Promise<SessionResponse> => {
    reply.header('cache-control', 'no-store');
    return { user: request.user ? toSessionUser(request.user) : null };
  });

  app.post('/api/auth/signup', async (request, reply): Promise<SessionResponse> => {
    const input = signupRequestSchema.parse(request.body);
    const result = await signup(db, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      adminEmails: config.adminEmails,
    });
    setSessionCookie(reply, config, { token: result.session.token, persistent: result.persistent, expiresAt: result.session.expiresAt });
    reply.status(201);
    return { user: toSessionUser(result.user) };
  });

  app.post('/api/auth/login', async (request, reply): Promise<SessionResponse> => {
    const input = loginRequestSchema.parse(request.body);
    const result = await login(db, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      adminEmails: config.adminEmails,
    });
    setSessionCookie(reply, config, { token: result.session.token, persistent: result.persistent, expiresAt: result.session.expiresAt });
    return { user: toSessionUser(result.user) };
  });

  /** Global sign-out (spec): every session of the user ends, on every device. */
  app.post('/api/auth/logout', async (request, reply) => {
    if (request.user) await deleteUserSessions(db, request.user.id);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
}
