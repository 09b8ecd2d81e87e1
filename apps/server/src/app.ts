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
import { registerHealthRoutes } from './modules/health/routes';
import { registerRealtimeRoutes } from './modules/realtime/routes';
import { registerMailer } from './mail/mailer';
import { registerProfileRoutes } from './modules/profile/routes';
import { registerSiteRoutes } from './modules/site/routes';

export type BuildAppOptions = {
  /** Serve the built web app (production start and end-to-end tests). */
  serveWeb?: boolean;
  logger?: boolean | object;
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
  return app;
}
