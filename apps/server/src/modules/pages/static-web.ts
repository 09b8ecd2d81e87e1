import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes } from '../../http/security-headers';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;

/** Build outputs that are not files of the site: the bundler's manifest, the prerendered pages' sources and the server renderer. */
const NOT_SERVED = /^\/(\.vite|prerendered|ssr)\//;

/** The built web app's page, which every address without a page of its own is answered with. */
export const webIndexFile = (webDist: string) => path.join(webDist, 'index.html');

/** Serves the built web app's files: immutable cache on hashed assets, pre-compressed files. */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
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
}

/** The CSP hashes of the built page's inline scripts (none when the web app is not built); the prerendered pages have the same. */
export function webScriptHashes(webDist: string): string[] {
  const indexFile = webIndexFile(webDist);
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}
