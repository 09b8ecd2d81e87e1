import type { FastifyInstance } from 'fastify';
import {
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  operatorPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetTokenCheckRequestSchema,
  signupRequestSchema,
} from '@app/shared/contracts/auth';
import type { SessionResponse } from '@app/shared/contracts/session';
import type { AppContext } from '../../context';
import { toSessionUser } from '../users/index';
import { claimGifts } from '../gifts/index';
import { changePassword } from './change-password';
import { confirmEmail, resendConfirmation, sendConfirmation } from './email-confirmation';
import { clearSessionCookie, currentUser, requireUser, setSessionCookie } from '../../core/session/current-user';
import { offerOperatorPassword, setOperatorPassword } from './operator-password';
import { isResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset';
import { login, signup } from './service';
import type { SessionCache } from '../../core/session/session-cache';
import { deleteUserSessions } from '../../core/session/session-store';

export function registerAuthRoutes(app: FastifyInstance, { db, config }: AppContext, sessionCache: SessionCache): void {
  /** A gift that cannot be delivered now waits for the next sign-in or the gift page: never a failed sign-in. */
  const deliverGifts = async (user: { id: number }) => {
    try {
      return await claimGifts(db, user);
    } catch (error) {
      app.log.error({ err: error, userId: user.id }, 'gifts could not be delivered');
      return null;
    }
  };

  app.get('/api/auth/session', async (request, reply): Promise<SessionResponse> => {
    reply.header('cache-control', 'no-store');
    const user = await currentUser(request, db);
    return { user: user ? toSessionUser(user) : null };
  });

  app.post('/api/auth/signup', async (request, reply): Promise<SessionResponse> => {
    const input = signupRequestSchema.parse(request.body);
    const result = await signup(db, input, { ip: request.ip, userAgent: request.headers['user-agent'] });
    await sendConfirmation({ db, config, mailer: app.mailer }, result.user);
    setSessionCookie(reply, config, { token: result.session.token, persistent: result.persistent, expiresAt: result.session.expiresAt });
    reply.status(201);
    return { user: toSessionUser(result.user) };
  });

  app.post('/api/auth/login', async (request, reply): Promise<SessionResponse> => {
    const input = loginRequestSchema.parse(request.body);
    const result = await login(db, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    // A listed address gets the link to set its operator password (once), never the role itself.
    await offerOperatorPassword({ db, config, mailer: app.mailer }, result.user.id);
    // Gifts bought for a confirmed address arrive when its owner signs in.
    const gifts = await deliverGifts(result.user);
    setSessionCookie(reply, config, { token: result.session.token, persistent: result.persistent, expiresAt: result.session.expiresAt });
    if (!gifts?.delivered.length) return { user: toSessionUser(result.user) };
    // The sign-in's page tells the player which gifts just arrived.
    return { user: toSessionUser({ ...result.user, points: gifts.points }), gifts: gifts.delivered } as SessionResponse;
  });

  /** Global sign-out (spec): every session of the user ends, on every device. */
  app.post('/api/auth/logout', async (request, reply) => {
    if (request.auth) {
      await app.presence.markOffline(request.auth.userId);
      await deleteUserSessions(db, request.auth.userId);
      sessionCache.revokeAll();
    }
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  /** Same answer whether or not the address has an account. */
  app.post('/api/auth/forgot-password', async (request) => {
    const input = forgotPasswordRequestSchema.parse(request.body);
    await requestPasswordReset({ db, config, mailer: app.mailer }, input, { ip: request.ip });
    return { ok: true };
  });

  app.post('/api/auth/reset-password/check', async (request, reply) => {
    const { token } = resetTokenCheckRequestSchema.parse(request.body);
    reply.header('cache-control', 'no-store');
    return { valid: await isResetTokenUsable(db, token) };
  });

  app.post('/api/auth/reset-password', async (request) => {
    await resetPassword(db, resetPasswordRequestSchema.parse(request.body));
    sessionCache.revokeAll();
    return { ok: true };
  });

  /** The button on the confirmation link's page; works signed in or not, on any device. */
  app.post('/api/auth/confirm-email', async (request, reply) => {
    const { token } = confirmEmailRequestSchema.parse(request.body);
    reply.header('cache-control', 'no-store');
    const outcome = await confirmEmail(db, token);
    if (!outcome.alreadyConfirmed) await offerOperatorPassword({ db, config, mailer: app.mailer }, outcome.userId);
    // Confirming the address delivers the gifts waiting for it (a new account's first gift too).
    const gifts = outcome.alreadyConfirmed ? null : await deliverGifts({ id: outcome.userId });
    // The page that confirmed says which gifts arrived, if any (the account's open pages are told too).
    return { ok: true, alreadyConfirmed: outcome.alreadyConfirmed, ...(gifts?.delivered.length ? { gifts: gifts.delivered } : {}) };
  });

  /** The form of the "set your operator password" mail's link: every session of the account ends. */
  app.post('/api/auth/operator-password', async (request, reply) => {
    const input = operatorPasswordRequestSchema.parse(request.body);
    reply.header('cache-control', 'no-store');
    await setOperatorPassword(db, input, config.adminEmails);
    sessionCache.revokeAll();
    return { ok: true };
  });

  app.post('/api/auth/confirm-email/resend', async (request) => {
    const user = await requireUser(request, db);
    return { ok: true, ...(await resendConfirmation({ db, config, mailer: app.mailer }, user)) };
  });

  app.post('/api/auth/change-password', async (request) => {
    const user = await requireUser(request, db);
    const input = changePasswordRequestSchema.parse(request.body);
    await changePassword(db, { user, sessionId: request.auth!.sessionId }, input);
    sessionCache.revokeAll();
    return { ok: true };
  });
}
