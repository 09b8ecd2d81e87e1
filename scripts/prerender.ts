/**
 * Builds the public pages to static HTML in English and Arabic (apps/web/dist/prerendered/<lang>/),
 * from the built page (dist/index.html) and the server-rendering build of the app (dist/ssr).
 * The server answers those paths with them; the browser hydrates over the markup.
 * Run by `npm run build -w apps/web` after both Vite builds.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPage, ShellPage } from '../apps/web/src/render/pages';
import { RENDERED_PAGE_SLOTS } from '../packages/shared/src/constants';
import { fontPreloads, headTags, pageHtml, requestPreloads, routePreloads, stylesheetFirst, type Manifest } from './support/prerender-html';

type Language = 'en' | 'ar';
type RenderModule = {
  PRERENDERED_LANGUAGES: Language[];
  PRERENDERED_PAGES: PrerenderedPage[];
  SHELL_PAGES: ShellPage[];
  renderPage(page: PrerenderedPage, language: Language, options?: { knownVisitor?: boolean }): Promise<{ markup: string; title: string; description: string }>;
  renderRotatePrompt(language: Language): Promise<string>;
  PAGE_DATA_ID: string;
};

const web = path.resolve(import.meta.dirname, '../apps/web');
const dist = path.join(web, 'dist');
// Kept: the server renders signed-in pages with it (apps/server/src/modules/pages/rendered-pages.ts).
const ssrDir = path.join(dist, 'ssr');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const render = (await import(pathToFileURL(path.join(ssrDir, 'render.js')).href)) as RenderModule;

const assetFiles = readdirSync(path.join(dist, 'assets'));
const TEMPLATE_TITLE = /<title>(.*?)<\/title>/.exec(template)![1]!;
const TEMPLATE_DESCRIPTION = /<meta name="description" content="(.*?)" \/>/.exec(template)![1]!;
const out = path.join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
for (const language of render.PRERENDERED_LANGUAGES) {
  mkdirSync(path.join(out, language, 'visitor'), { recursive: true });
  for (const page of render.PRERENDERED_PAGES) {
    const chunks = [...page.modules, ...page.namespaces.map((ns) => `src/locales/${language}/${ns}.json`)];
    const preloads = [...fontPreloads(assetFiles, language), ...routePreloads(manifest, chunks, template)];
    // The server sends the visitor variant (<lang>/visitor/) to a browser without a session cookie.
    for (const knownVisitor of page.visitorVariant ? [false, true] : [false]) {
      const rendered = await render.renderPage(page, language, { knownVisitor });
      const head = headTags({ path: page.path, language, title: rendered.title, description: rendered.description });
      const html = pageHtml(template, { language, head, preloads, knownVisitor, markup: rendered.markup, title: rendered.title, description: rendered.description });
      writeFileSync(path.join(out, language, knownVisitor ? 'visitor' : '', `${page.file}.html`), html);
    }
  }
}
for (const language of render.PRERENDERED_LANGUAGES) {
  mkdirSync(path.join(out, 'shell', language, 'visitor'), { recursive: true });
  mkdirSync(path.join(out, 'shell', language, 'rendered'), { recursive: true });
  // On a game screen a phone held upright sees the "turn your phone" notice (pure CSS) before the app has run; the app's own replaces it.
  const rotatePrompt = await render.renderRotatePrompt(language);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  for (const page of render.SHELL_PAGES) {
    const shell = (links: string[]) =>
      stylesheetFirst(template)
        .replace('<html lang="en" dir="ltr">', () => `<html lang="${language}" dir="${dir}">`)
        .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
        .replace('<div id="root"></div>', () => `${page.asksToTurn ? `${rotatePrompt}\n    ` : ''}<div id="root"></div>`);
    const modules = routePreloads(manifest, [...page.modules, ...page.namespaces.map((ns) => `src/locales/${language}/${ns}.json`)], template);
    writeFileSync(path.join(out, 'shell', language, `${page.file}.html`), shell([...requestPreloads(page.requests), ...modules]));
    // A browser without a session cookie is not asked to fetch a signed-in player's data (it would be refused).
    writeFileSync(path.join(out, 'shell', language, 'visitor', `${page.file}.html`), shell(modules));
    // The template the server fills with the page rendered for the player and its data: readable
    // before any script runs, like the public pages.
    const html = pageHtml(template, {
      language,
      head: '',
      preloads: [...fontPreloads(assetFiles, language), ...modules],
      markup: RENDERED_PAGE_SLOTS.markup,
      title: TEMPLATE_TITLE,
      description: TEMPLATE_DESCRIPTION,
    }).replace('<div id="root">', () => `<script type="application/json" id="${render.PAGE_DATA_ID}">${RENDERED_PAGE_SLOTS.data}</script>\n    <div id="root">`);
    writeFileSync(path.join(out, 'shell', language, 'rendered', `${page.file}.html`), html);
  }
}
// The server answers each shell's path (a route pattern, e.g. /jeopardy/:gameId) with its file.
writeFileSync(path.join(out, 'shell', 'pages.json'), JSON.stringify(Object.fromEntries(render.SHELL_PAGES.map((page) => [page.path, page.file]))));
console.log(`prerendered ${render.PRERENDERED_PAGES.length} pages in ${render.PRERENDERED_LANGUAGES.join(', ')}`);
