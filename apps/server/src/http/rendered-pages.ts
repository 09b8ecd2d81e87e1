import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RENDERED_PAGE_SLOTS, type Language } from '@app/shared/constants';

/** What the web build's renderer (apps/web/src/prerender/render-for-player.tsx) is asked and answers. */
type PlayerRequest = {
  url: string;
  language: Language;
  cookies: string;
  get(path: string): Promise<{ status: number; body: string }>;
  signal: AbortSignal;
};
type Renderer = { renderForPlayer(request: PlayerRequest): Promise<{ markup: string; pageData: string } | null> };

/** A page that takes longer is sent as the shell (the app then loads it in the browser). */
const RENDER_TIMEOUT_MS = 3000;

/** A signed-in page filled in for the request's player, or null to send the shell instead. */
export type PageRenderer = (request: FastifyRequest, template: string, language: Language) => Promise<string | null>;

/**
 * The web build's server renderer (dist/ssr/render.js), which renders a signed-in entry page with
 * the player's data, read by asking this app itself with the browser's cookies. Undefined when the
 * web app was built without it.
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string, { timeoutMs = RENDER_TIMEOUT_MS } = {}): Promise<PageRenderer | undefined> {
  const file = path.join(webDist, 'ssr', 'render.js');
  if (!existsSync(file)) return undefined;
  // React picks its build from NODE_ENV when first loaded: pages are rendered with the production one.
  process.env.NODE_ENV ??= 'production';
  const renderer = (await import(pathToFileURL(file).href)) as Renderer;
  return async (request, template, language) => {
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
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        request.log.warn({ url: request.url, timeoutMs }, 'the page took too long to render; sending the shell');
        giveUp.abort();
        resolve(null);
      }, timeoutMs);
    });
    try {
      const rendered = await Promise.race([renderer.renderForPlayer({ url: request.url, language, cookies, get, signal: giveUp.signal }), timeout]);
      if (!rendered) return null;
      return template.replace(RENDERED_PAGE_SLOTS.data, () => rendered.pageData).replace(RENDERED_PAGE_SLOTS.markup, () => rendered.markup);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'could not render the page; sending the shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
