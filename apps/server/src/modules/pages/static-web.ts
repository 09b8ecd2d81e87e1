import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readPrerenderedPages, readShellPages, registerPrerenderedPages, registerShellPages } from './prerendered-pages';
import { loadPageRenderer } from './rendered-pages';
import { inlineScriptHashes } from './security-headers';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;

/** Build outputs that are not files of the site: the bundler's manifest, the prerendered pages' sources and the server renderer. */
const NOT_SERVED = /^\/(\.vite|prerendered|ssr)\//;

/**
 * Serves the built web app: immutable cache on hashed assets, pre-compressed files, the
 * prerendered public pages, SPA fallback.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  web: {
    dist: string;
    appUrl: string;
    /** The request carries a session cookie (it chooses the signed-in shell). */
    hasSession: (request: FastifyRequest) => boolean;
    /** The id of the session that cookie names, checked (only such a session's pages are rendered). */
    verifiedSession: (request: FastifyRequest) => string | null;
  },
): Promise<boolean> {
  const { dist: webDist, appUrl } = web;
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built; only the API is served');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    wildcard: false,
    index: false,
    allowedPath: (pathname) => !NOT_SERVED.test(pathname),
    setHeaders(reply, filePath) {
      // The app's page (every address without a page of its own) is asked again each time, so a new release shows at once.
      const cacheControl = HASHED_ASSET.test(filePath)
        ? 'public, max-age=31536000, immutable'
        : path.basename(filePath) === 'index.html'
          ? 'no-cache'
          : 'public, max-age=3600';
      reply.header('cache-control', cacheControl);
    },
  });
  registerPrerenderedPages(app, readPrerenderedPages(webDist, appUrl), web.hasSession);
  registerShellPages(app, readShellPages(webDist), web.hasSession, await loadPageRenderer(app, webDist, { verifiedSession: web.verifiedSession }));
  return true;
}

/** The CSP hashes of the built page's inline scripts (none when the web app is not built); the prerendered pages have the same. */
export function webScriptHashes(webDist: string): string[] {
  const indexFile = path.join(webDist, 'index.html');
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}
