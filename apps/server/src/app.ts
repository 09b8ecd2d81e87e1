import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { DiskFullWatch } from './db/disk-full';
import { registerErrorHandling } from './http/error-handler';
import { registerCrossSiteCheck } from './http/cross-site';
import { registerInputHygiene } from './http/input-hygiene';
import { registerSecurityHeaders } from './http/security-headers';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerContentConsoleRoutes } from './modules/content/console-routes';
import { registerAuditRoutes } from './modules/audit/routes';
import { registerCouponConsoleRoutes } from './modules/coupons/routes';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerPassConsoleRoutes } from './modules/passes/routes';
import { registerPlayerConsoleRoutes } from './modules/players/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerBackupRoutes } from './modules/backup/routes';
import { registerCurrentUser } from './core/session/current-user';
import { SessionCache } from './core/session/session-cache';
import { registerContentRoutes } from './modules/content/routes';
import { registerFeedbackRoutes } from './modules/feedback/routes';
import { GameStore } from './modules/games/game-store';
import { registerGameRoutes } from './modules/games/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerRealtimeRoutes } from './modules/realtime/routes';
import { registerTvRoutes } from './modules/tv/routes';
import { registerBuzzerRoutes } from './modules/buzzers/routes';
import { registerMailer } from './mail/mailer';
import { registerPresenceRoutes } from './modules/presence/routes';
import { registerQuestionReportRoutes } from './modules/question-reports/routes';
import { registerQuestionReportConsoleRoutes } from './modules/question-reports/console-routes';
import { PresenceRecorder } from './modules/presence/service';
import { registerProfileRoutes } from './modules/profile/routes';
import { registerOwnCategoryRoutes } from './modules/own-categories/routes';
import { registerOwnQuestionOrderRoutes } from './modules/own-categories/index';
import { registerOwnImportRoutes } from './modules/own-import/index';
import { registerPageRoutes, webScriptHashes } from './modules/pages/routes';
import { registerSuggestionRoutes } from './modules/suggestions/index';
import { startRateLimitPruning } from './modules/rate-limit/service';
import { registerOccasionAdminRoutes } from './modules/occasions/admin-routes';
import { registerOccasionRoutes } from './modules/occasions/routes';
import { registerSiteRoutes } from './modules/site/routes';
import { registerSiteAdminRoutes } from './modules/site/admin-routes';
import { registerPaymentConsoleRoutes } from './modules/payments/console-routes';
import { registerPaymentRoutes } from './modules/payments/routes';
import { registerGiftRoutes } from './modules/gifts/routes';
import { createProviderClient } from './modules/payments/payments-deps';
import { registerStoreRoutes } from './modules/store/routes';
import { registerUploadRoutes } from './modules/uploads/routes';
import type { FetchLike } from './modules/payments/provider/myfatoorah-client';
import type { SandboxHandle } from './modules/payments/sandbox/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in payment sandbox, when PAYMENT_PROVIDER=sandbox. */
    paymentsSandbox: SandboxHandle | null;
    /**
     * Drops every row kept in memory (sessions, game states): for when the database was changed
     * behind the server's back, as the tests do when they empty it between cases.
     */
    forgetCachedRows(): void;
    /** Every route as registered (method and URL pattern): the security suite sweeps them all. */
    routeTable: { method: string; url: string }[];
    /** Players' heartbeats, written to the presence table every couple of seconds. */
    presence: PresenceRecorder;
  }
}

export type BuildAppOptions = {
  /** Serve the built web app (production start and end-to-end tests). */
  serveWeb?: boolean;
  logger?: boolean | object;
  /** Outgoing HTTP to the payment provider and the sandbox's webhooks (tests route it in-process). */
  fetch?: FetchLike;
};

/**
 * The sandbox is loaded only when it is the provider; a production build can leave it out
 * (`PAYMENT_SANDBOX=exclude npm run build`), and that build refuses to start with the sandbox.
 */
async function registerPaymentsSandbox(app: FastifyInstance, ctx: AppContext, fetch: FetchLike): Promise<SandboxHandle> {
  const { registerSandboxRoutes } = await import('./modules/payments/sandbox/routes');
  return registerSandboxRoutes(app, ctx, { fetch });
}

export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/ in development, dist/ when built: both sit in apps/server.
  return path.resolve(here, '../../web/dist');
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { requestTimeoutMs } = ctx.config;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A slow client cannot hold a connection: the whole request (headers within 10 s) must arrive in
    // REQUEST_TIMEOUT_MS, checked every second; an idle kept-alive connection closes after 5 s.
    // Responses (event streams) are not limited.
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: 5_000,
    http: { headersTimeout: Math.min(10_000, requestTimeoutMs), connectionsCheckingInterval: 1_000 },
  });
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  await app.register(fastifyCookie, { secret: ctx.config.sessionSecret });
  // Answers up to 64 KB (a game board is 15-30 KB) are compressed in one synchronous call: well
  // under a millisecond, against several times that for a compression stream per response.
  await app.register(fastifyCompress, { global: true, threshold: 1024, syncThreshold: 64 * 1024 });

  const webDist = ctx.config.webDist ?? defaultWebDist();
  registerSecurityHeaders(app, { appUrl: ctx.config.appUrl, scriptHashes: options.serveWeb ? webScriptHashes(webDist) : [] });
  const spaFallback = options.serveWeb ? await registerPageRoutes(app, { dist: webDist, appUrl: ctx.config.appUrl }) : false;
  const diskFull = new DiskFullWatch();
  registerErrorHandling(app, { spaFallback, diskFull });
  registerInputHygiene(app);
  registerCrossSiteCheck(app, ctx.config.appUrl);

  registerMailer(app, ctx.config);
  const sessionCache = new SessionCache(ctx.database.exclusive);
  const gameStore = new GameStore(ctx.database);
  app.decorate('forgetCachedRows', () => {
    sessionCache.revokeAll();
    gameStore.forgetAll();
  });
  registerCurrentUser(app, ctx.db, sessionCache);
  const rateLimitPruning = startRateLimitPruning(ctx.db, app.log);
  app.addHook('onClose', () => rateLimitPruning.stop());
  registerHealthRoutes(app, ctx, diskFull);
  registerAuthRoutes(app, ctx, sessionCache);
  registerFeedbackRoutes(app, ctx);
  const realtime = registerRealtimeRoutes(app, ctx);
  registerProfileRoutes(app, ctx, sessionCache);
  const presenceRecorder = new PresenceRecorder(ctx.db, app.log);
  app.decorate('presence', presenceRecorder);
  app.addHook('onClose', () => presenceRecorder.close());
  registerPresenceRoutes(app, presenceRecorder);
  registerSiteRoutes(app, ctx);
  registerOccasionRoutes(app, ctx);
  registerOccasionAdminRoutes(app, ctx);
  registerSiteAdminRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerOwnCategoryRoutes(app, ctx);
  registerOwnQuestionOrderRoutes(app, ctx);
  registerOwnImportRoutes(app, ctx);
  registerSuggestionRoutes(app, ctx);
  registerGameRoutes(app, ctx, gameStore);
  registerTvRoutes(app, ctx, gameStore, realtime);
  registerBuzzerRoutes(app, ctx, gameStore, realtime);
  registerQuestionReportRoutes(app, ctx, gameStore);
  registerStoreRoutes(app, ctx);
  const paymentsClient = createProviderClient(ctx.config, options.fetch);
  registerContentConsoleRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerQuestionReportConsoleRoutes(app, ctx);
  registerPlayerConsoleRoutes(app, ctx, sessionCache);
  registerPassConsoleRoutes(app, ctx);
  registerCouponConsoleRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerPaymentConsoleRoutes(app, ctx, paymentsClient);
  await registerUploadRoutes(app, ctx);
  registerBackupRoutes(app, ctx);
  registerPaymentRoutes(app, ctx, paymentsClient);
  registerGiftRoutes(app, ctx);
  app.decorate('paymentsSandbox', ctx.config.payments.provider === 'sandbox' ? await registerPaymentsSandbox(app, ctx, options.fetch ?? fetch) : null);
  return app;
}
