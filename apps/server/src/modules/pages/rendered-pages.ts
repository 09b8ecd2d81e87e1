import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RENDERED_PAGE_SLOTS, type Language } from '@app/shared/constants';
import { RenderAllowance, type RenderLimits } from './render-allowance';
import { RenderPool } from './render-pool';

/** A page that takes longer (waiting for a thread included) is sent as the shell (the app then loads it in the browser). */
const RENDER_TIMEOUT_MS = 3000;

/** A signed-in page filled in for the request's player, or null to send the shell instead. */
export type PageRenderer = (request: FastifyRequest, template: string, language: Language) => Promise<string | null>;

export type PageRendererOptions = {
  /** The id of the session the request's cookie names, checked against the sessions (null: none). */
  verifiedSession: (request: FastifyRequest) => string | null;
  timeoutMs?: number;
  /** Render threads (default: one per core but one). */
  threads?: number;
  limits?: RenderLimits;
};

/**
 * The web build's server renderer (dist/ssr/render.js), run on worker threads (render-pool.ts),
 * which renders a signed-in entry page with the player's data. The data is read by asking this app
 * itself with the browser's cookies, on this thread: the same answers and rules as the browser's own
 * requests, and the render decides what it reads as it goes (a screen's query may need another's
 * answer), so it cannot be fetched before. Only for a cookie that names a session, within the
 * session's and the client address's limits (render-allowance.ts); the shell otherwise. Undefined
 * when the web app was built without the renderer. The threads end with the app.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  { verifiedSession, timeoutMs = RENDER_TIMEOUT_MS, threads, limits }: PageRendererOptions,
): Promise<PageRenderer | undefined> {
  const file = path.join(webDist, 'ssr', 'render.js');
  if (!existsSync(file)) return undefined;
  const pool = await RenderPool.start({ renderer: pathToFileURL(file).href, log: app.log, threads });
  app.addHook('onClose', () => pool.close());
  const allowance = new RenderAllowance(limits);
  return async (request, template, language) => {
    // A made-up, expired or ended session costs no render.
    const sessionId = verifiedSession(request);
    if (!sessionId) return null;
    const allowed = allowance.take(sessionId, request.ip);
    if (!allowed) return null;
    const cookies = request.headers.cookie ?? '';
    const get = async (url: string) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: { cookie: cookies, accept: 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
      });
      return { status: answer.statusCode, body: answer.body };
    };
    const giveUp = new AbortController();
    const timer = setTimeout(() => {
      request.log.warn({ url: request.url, timeoutMs }, 'the page took too long to render; sending the shell');
      giveUp.abort();
    }, timeoutMs);
    try {
      const rendered = await pool.render({ url: request.url, language, cookies }, get, giveUp.signal);
      if (!rendered) return null;
      return template.replace(RENDERED_PAGE_SLOTS.data, () => rendered.pageData).replace(RENDERED_PAGE_SLOTS.markup, () => rendered.markup);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'could not render the page; sending the shell');
      return null;
    } finally {
      clearTimeout(timer);
      allowed();
    }
  };
}
