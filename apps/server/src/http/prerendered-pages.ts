import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@app/shared/constants';

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

/** A signed-in entry page's shell: with its route chunks and first requests preloaded, and for a visitor with the chunks only. */
type ShellPage = { signedIn: string; visitor: string };

/** The app's shell for signed-in entry pages (dist/prerendered/shell/[visitor/]<page>.html). */
export function readShellPages(webDist: string): Map<string, ShellPage> {
  const root = path.join(webDist, 'prerendered', 'shell');
  const pages = new Map<string, ShellPage>();
  if (!existsSync(root)) return pages;
  for (const file of readdirSync(root)) {
    if (!file.endsWith('.html')) continue;
    const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), 'utf8');
    pages.set(`/${file.slice(0, -'.html'.length)}`, { signedIn: read(file), visitor: read('visitor', file) });
  }
  return pages;
}

export function registerShellPages(app: FastifyInstance, pages: Map<string, ShellPage>, hasSession: (request: FastifyRequest) => boolean): void {
  for (const [url, page] of pages) {
    app.get(url, (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(hasSession(request) ? page.signedIn : page.visitor),
    );
  }
}

/**
 * Answers the prerendered public pages: English at the path, Arabic with ?lang=ar (the pages'
 * hreflang links say so) or for a browser whose language cookie says Arabic; a page's visitor
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
      const { lang } = request.query as { lang?: unknown };
      // The address's language first (links, crawlers), then the one this browser chose before.
      const language = isLanguage(lang) ? lang : request.cookies[LANGUAGE_COOKIE] === 'ar' ? 'ar' : 'en';
      const html = page.visitor && !hasSession(request) ? page.visitor : page;
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(html[language]);
    });
  }
}
