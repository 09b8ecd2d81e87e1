import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptLanguageTags, languageFromBrowser } from '@app/shared/browser-language';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@app/shared/constants';
import { PagePace } from './page-pace';
import type { PageRenderer } from './rendered-pages';

/** Written by the web build in each prerendered page where the absolute address goes (canonical, previews). */
const APP_URL_PLACEHOLDER = /__APP_URL__/g;
type InLanguages = Record<Language, string>;
/** A page in both languages, and for the sign-in forms also as a browser without a session sees it. */
export type PrerenderedPage = InLanguages & { visitor?: InLanguages };

/** The public pages the web build wrote to HTML (dist/prerendered/<lang>/[visitor/]<page>.html), by path. */
export function readPrerenderedPages(webDist: string, appUrl: string): Map<string, PrerenderedPage> {
  const root = path.join(webDist, 'prerendered');
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(path.join(root, 'en'))) return pages;
  const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), 'utf8').replace(APP_URL_PLACEHOLDER, appUrl);
  for (const file of readdirSync(path.join(root, 'en'))) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    const page: PrerenderedPage = { en: read('en', file), ar: read('ar', file) };
    if (existsSync(path.join(root, 'en', 'visitor', file))) page.visitor = { en: read('en', 'visitor', file), ar: read('ar', 'visitor', file) };
    pages.set(name === 'index' ? '/' : `/${name}`, page);
  }
  return pages;
}

/**
 * A signed-in entry page's shell in each language: with its route chunks, catalogues and first
 * requests preloaded, for a visitor without the requests, and for the pages the server renders
 * with the player's data the template it fills.
 */
type ShellPage = Record<Language, { signedIn: string; visitor: string; rendered?: string }>;

/** The app's shell for signed-in entry pages (dist/prerendered/shell/<lang>/[visitor/]<page>.html), by route (shell/pages.json). */
export function readShellPages(webDist: string): Map<string, ShellPage> {
  const root = path.join(webDist, 'prerendered', 'shell');
  const pages = new Map<string, ShellPage>();
  if (!existsSync(path.join(root, 'pages.json'))) return pages;
  const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), 'utf8');
  const files = JSON.parse(read('pages.json')) as Record<string, string>;
  for (const [route, name] of Object.entries(files)) {
    const inLanguage = (language: Language) => ({
      signedIn: read(language, `${name}.html`),
      visitor: read(language, 'visitor', `${name}.html`),
      rendered: existsSync(path.join(root, language, 'rendered', `${name}.html`)) ? read(language, 'rendered', `${name}.html`) : undefined,
    });
    pages.set(route, { en: inLanguage('en'), ar: inLanguage('ar') });
  }
  return pages;
}

/**
 * The language a page is answered in: the address's first (links, crawlers), then the one this
 * browser chose before, then on a first visit the browser's own languages (Accept-Language).
 */
function requestLanguage(request: FastifyRequest): Language {
  const { lang } = request.query as { lang?: unknown };
  if (isLanguage(lang)) return lang;
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return languageFromBrowser(acceptLanguageTags(request.headers['accept-language'])) ?? 'en';
}

/**
 * A signed-in browser gets the page rendered with its data where the renderer can, else the shell;
 * a client address asking for more pages than a browser does gets them at a pace (page-pace.ts).
 */
export function registerShellPages(
  app: FastifyInstance,
  pages: Map<string, ShellPage>,
  hasSession: (request: FastifyRequest) => boolean,
  renderPage?: PageRenderer,
  pace = new PagePace(),
): void {
  for (const [url, page] of pages) {
    app.get(url, async (request, reply) => {
      const wait = pace.wait(request.ip);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const language = requestLanguage(request);
      const shell = page[language];
      const signedIn = hasSession(request);
      const rendered = signedIn && shell.rendered && renderPage ? await renderPage(request, shell.rendered, language) : null;
      return reply
        .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
        .header('vary', 'cookie, accept-language')
        .type('text/html; charset=utf-8')
        .send(rendered ?? (signedIn ? shell.signedIn : shell.visitor));
    });
  }
}

/**
 * Answers the prerendered public pages: English at the path, Arabic with ?lang=ar (the pages'
 * hreflang links say so), for a browser whose language cookie says Arabic, or on a first visit
 * (no cookie) for a browser whose Accept-Language prefers Arabic; a page's visitor
 * variant when the request carries no session. Every
 * other page is the app's shell (the not-found handler).
 */
export function registerPrerenderedPages(
  app: FastifyInstance,
  pages: Map<string, PrerenderedPage>,
  hasSession: (request: FastifyRequest) => boolean,
): void {
  for (const [url, page] of pages) {
    app.get(url, (request, reply) => {
      const language = requestLanguage(request);
      const html = page.visitor && !hasSession(request) ? page.visitor : page;
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-language')
        .type('text/html; charset=utf-8')
        .send(html[language]);
    });
  }
}
