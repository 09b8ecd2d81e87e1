/** The HTML of a prerendered page: the built index.html with the page's markup, head tags and preloads. */

export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Replaced by the server with its public address (APP_URL): canonical and preview links are absolute. */
export const APP_URL_PLACEHOLDER = '__APP_URL__';

const SITE_NAME = { en: 'Thaqalayn Quiz', ar: 'مسابقة الثقلين' } as const;
const LOCALE = { en: 'en_US', ar: 'ar_AR' } as const;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The address of a page in a language: English at the path, Arabic with ?lang=ar. */
export function pageUrl(pathname: string, language: 'en' | 'ar'): string {
  return `${APP_URL_PLACEHOLDER}${pathname}${language === 'ar' ? '?lang=ar' : ''}`;
}

export function headTags(page: { path: string; language: 'en' | 'ar'; title: string; description: string }): string {
  const other = page.language === 'ar' ? 'en' : 'ar';
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const image = `${APP_URL_PLACEHOLDER}/og-image.png`;
  return [
    `<link rel="canonical" href="${pageUrl(page.path, page.language)}" />`,
    `<link rel="alternate" hreflang="en" href="${pageUrl(page.path, 'en')}" />`,
    `<link rel="alternate" hreflang="ar" href="${pageUrl(page.path, 'ar')}" />`,
    `<link rel="alternate" hreflang="x-default" href="${pageUrl(page.path, 'en')}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME[page.language]}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${pageUrl(page.path, page.language)}" />`,
    `<meta property="og:locale" content="${LOCALE[page.language]}" />`,
    `<meta property="og:locale:alternate" content="${LOCALE[other]}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
}

/** Module preload links for a page's lazy chunks and their imports that the page does not already load. */
export function routePreloads(manifest: Manifest, modules: string[], template: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    const href = `/${chunk.file}`;
    if (files.has(href) || template.includes(`"${href}"`)) return;
    files.add(href);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
}

/** Preload links for API requests a page makes first (same-origin, with the session cookie, as the app asks). */
export function requestPreloads(paths: string[]): string[] {
  return paths.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`);
}

export function pageHtml(
  template: string,
  page: { language: 'en' | 'ar'; head: string; preloads: string[]; knownVisitor?: boolean; markup: string; title: string; description: string },
): string {
  const dir = page.language === 'ar' ? 'rtl' : 'ltr';
  const session = page.knownVisitor ? ' data-session="visitor"' : '';
  const replaced = template
    .replace('<html lang="en" dir="ltr">', () => `<html lang="${page.language}" dir="${dir}" data-prerendered="${page.language}"${session}>`)
    .replace(/<title>.*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content=".*?" \/>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />\n    ${page.head}`)
    .replace('</head>', () => `${page.preloads.map((link) => `  ${link}\n`).join('')}  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.markup}</div>`);
  if (!replaced.includes(`data-prerendered="${page.language}"`) || !replaced.includes(page.markup)) {
    throw new Error('index.html does not have the expected <html> or root element');
  }
  return contentFirst(replaced);
}

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/;
const FONT_PRELOAD = /\s*<link rel="preload" as="font"[^>]*>/g;

/** The tags the patterns find, taken out and put back before the first module script. */
function aheadOfScripts(html: string, patterns: RegExp[]): string {
  if (!STYLESHEET.test(html) || !html.includes('<script type="module"')) {
    throw new Error('index.html does not have the expected stylesheet and module script');
  }
  const tags = patterns.flatMap((pattern) => (pattern.global ? (html.match(pattern) ?? []) : [pattern.exec(html)![0]]).map((tag) => tag.trim()));
  const rest = patterns.reduce((text, pattern) => text.replace(pattern, ''), html);
  const at = rest.indexOf('<script type="module"');
  return `${rest.slice(0, at)}${tags.join('\n    ')}\n    ${rest.slice(at)}`;
}

/** The stylesheet before the scripts (a signed-in page's shell): the first paint waits for the stylesheet, not for them. */
export function stylesheetFirst(html: string): string {
  return aheadOfScripts(html, [STYLESHEET]);
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page is readable before any script runs: its stylesheet and fonts are asked for
 * first, and its scripts only once it has painted (index.html's loader turns each
 * `<meta name="app-preload">` into a module preload and `<meta name="app-script">` into the main
 * script), so on a slow network they never hold up the first paint; the app hydrates over the page
 * when they arrive.
 */
export function contentFirst(html: string): string {
  return aheadOfScripts(html, [STYLESHEET, FONT_PRELOAD])
    .replace(MODULE_SCRIPT, (_, src: string) => `<meta name="app-script" content="${src}">`)
    .replace(MODULE_PRELOAD, (_, href: string) => `<meta name="app-preload" content="${href}">`);
}

/** The fonts of the first screen in each language (body text and the main heading): Arabic fonts only on Arabic pages. */
const FIRST_SCREEN_FONTS = {
  en: [/^inter-latin-400-normal-.+\.woff2$/, /^inter-latin-800-normal-.+\.woff2$/],
  ar: [/^noto-naskh-arabic-arabic-400-normal-.+\.woff2$/, /^noto-kufi-arabic-arabic-800-normal-.+\.woff2$/],
} as const;

/** Preload links for a language's first-screen fonts, from the built assets' file names. */
export function fontPreloads(assetFiles: string[], language: 'en' | 'ar'): string[] {
  return FIRST_SCREEN_FONTS[language].map((pattern) => {
    const file = assetFiles.find((name) => pattern.test(name));
    if (!file) throw new Error(`no built font matches ${pattern}`);
    return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`;
  });
}
