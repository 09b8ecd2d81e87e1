import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../core/session/index';
import { readPrerenderedPages, readShellPages, registerPrerenderedPages, registerShellPages } from './prerendered-pages';
import { loadPageRenderer } from './rendered-pages';
import { registerStaticWeb, webIndexFile } from './static-web';

export { webScriptHashes } from './static-web';

/** The request carries a session cookie (it chooses the signed-in shell and the sign-in forms' variant). */
const hasSession = (request: FastifyRequest) => Boolean(request.cookies[SESSION_COOKIE]);
/** The session that cookie names, checked (and cached) by the session hook that runs before every route: only its pages are rendered. */
const verifiedSession = (request: FastifyRequest) => request.auth?.sessionId ?? null;

/**
 * Every page of the built web app: its files, the prerendered public pages, and the signed-in
 * entry pages (rendered with the player's data, or the shell). False when the web app is not built
 * (only the API is served); true when the app's page answers every other address (the not-found handler).
 */
export async function registerPageRoutes(app: FastifyInstance, web: { dist: string; appUrl: string }): Promise<boolean> {
  if (!existsSync(webIndexFile(web.dist))) {
    app.log.warn({ webDist: web.dist }, 'web app not built; only the API is served');
    return false;
  }
  await registerStaticWeb(app, web.dist);
  registerPrerenderedPages(app, readPrerenderedPages(web.dist, web.appUrl), hasSession);
  registerShellPages(app, readShellPages(web.dist), hasSession, await loadPageRenderer(app, web.dist, { verifiedSession }));
  return true;
}
