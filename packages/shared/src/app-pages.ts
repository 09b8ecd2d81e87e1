/**
 * Every address the web app shows a screen for (its router, apps/web/src/app/router.tsx; a web
 * test keeps the two the same). A path ending in `/*` stands for everything under it. The server
 * answers any other page address 404, with the app, which shows its not-found page.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/about',
  '/legal',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/operator-password',
  '/play',
  '/games',
  '/store',
  '/purchase-history',
  '/gift',
  '/payment/error',
  '/profile',
  '/bugs',
  '/payment/success',
  '/my-categories',
  '/my-categories/*',
  '/shared/*',
  '/admin',
  '/admin/players',
  '/admin/notifications',
  '/admin/points',
  '/admin/purchases',
  '/admin/sales',
  '/admin/packages',
  '/admin/content',
  '/admin/suggestions',
  '/admin/occasions',
  '/admin/site',
  '/admin/settings',
  '/admin/reports',
  '/admin/operators',
  '/admin/audit',
  '/jeopardy',
  '/jeopardy/*',
  '/tv',
  '/buzz',
  '/payment-success',
  '/payment-failed',
] as const;

const exact = new Set<string>(APP_PAGE_PATHS.filter((page) => !page.endsWith('/*')));
const under = APP_PAGE_PATHS.filter((page) => page.endsWith('/*')).map((page) => page.slice(0, -1));

/**
 * Pages that show something of a user's (a category shared by link): the server answers them with
 * noindex, and they are never prerendered (DECISIONS.md 33).
 */
export const isUnindexedPage = (pathname: string): boolean => pathname.startsWith('/shared/');

/** Whether the web app has a screen for a path (one trailing slash allowed, as the router allows it). */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return exact.has(path) || under.some((prefix) => path.startsWith(prefix));
}
