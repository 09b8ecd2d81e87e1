import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by the payment provider's servers, never by a page: they prove themselves by signature. */
const SERVER_TO_SERVER = new Set(['/api/payments/webhook']);

export const crossSiteRefused = () =>
  new AppError('cross_site_refused', 'This request came from another site and was refused. Open the app at its own address and try again.');

/**
 * Whether a state-changing request was sent by a page of another site. A browser says so in
 * Sec-Fetch-Site; one that does not (an older browser) still sends Origin, which must then be the
 * app's own (APP_URL's or the address it was asked at). A request with neither header is not from
 * a browser's page (a script, the payment provider) and is left to the other checks.
 */
export function isCrossSite(request: FastifyRequest, appOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== appOrigin && origin !== `${request.protocol}://${request.host}`;
}

/** Refuses (403 cross_site_refused) every state-changing request another site's page sends. */
export function registerCrossSiteCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || SERVER_TO_SERVER.has(request.url.split('?')[0]!)) return;
    if (isCrossSite(request, appOrigin)) throw crossSiteRefused();
  });
}
