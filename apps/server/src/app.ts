import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerErrorHandling } from './http/error-handler';
import { registerStaticWeb } from './http/static-web';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCurrentUser } from './modules/auth/current-user';
import { registerContentRoutes } from './modules/content/routes';
import { registerFeedbackRoutes } from './modules/feedback/routes';
import { registerGameRoutes } from './modules/games/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerRealtimeRoutes } from './modules/realtime/routes';
import { registerMailer } from './mail/mailer';
import { registerProfileRoutes } from './modules/profile/routes';
import { registerSiteRoutes } from './modules/site/routes';
import { registerPaymentRoutes } from './modules/payments/routes';
import { createProviderClient } from './modules/payments/provider';
import { registerStoreRoutes } from './modules/store/routes';
import type { FetchLike } from './payments/myfatoorah-client';
import { registerSandboxRoutes, type SandboxHandle } from './payments/sandbox/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in payment sandbox, when PAYMENT_PROVIDER=sandbox. */
    paymentsSandbox: SandboxHandle | null;
  }
}

export type BuildAppOptions = {
  /** Serve the built web app (production start and end-to-end tests). */
  serveWeb?: boolean;
  logger?: boolean | object;
  /** Outgoing HTTP to the payment provider and the sandbox's webhooks (tests route it in-process). */
  fetch?: FetchLike;
};

export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/ in development, dist/ when built: both sit in apps/server.
  return path.resolve(here, '../../web/dist');
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  await app.register(fastifyCookie, { secret: ctx.config.sessionSecret });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  const spaFallback = options.serveWeb
    ? await registerStaticWeb(app, ctx.config.webDist ?? defaultWebDist())
    : false;
  registerErrorHandling(app, { spaFallback });

  registerMailer(app, ctx.config);
  registerCurrentUser(app, ctx.db);
  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerRealtimeRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerStoreRoutes(app, ctx);
  registerPaymentRoutes(app, ctx, createProviderClient(ctx.config, options.fetch));
  app.decorate('paymentsSandbox', ctx.config.payments.provider === 'sandbox' ? registerSandboxRoutes(app, ctx, { fetch: options.fetch ?? fetch }) : null);
  return app;
}
