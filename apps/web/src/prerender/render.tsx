import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@app/shared/constants';
import { i18n } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';
import { sessionStore } from '@/lib/session';
import { AppTree } from '../app/app-tree';
import { routes } from '../app/router';
import { PRERENDERED_LANGUAGES, PRERENDERED_PAGES, SHELL_PAGES, type PrerenderedPage } from './pages';

export { PRERENDERED_LANGUAGES, PRERENDERED_PAGES, SHELL_PAGES };

export type RenderedPage = { markup: string; title: string; description: string };

/**
 * Renders a public page as a visitor sees it before the session is known, with the same tree as
 * main.tsx (AppTree), so the browser hydrates over it. Run at build time (scripts/prerender.ts).
 */
export async function renderPage(page: PrerenderedPage, language: Language): Promise<RenderedPage> {
  setLanguage(language);
  // A visitor: no session request at build time.
  sessionStore.set(undefined);
  await i18n.loadNamespaces(page.namespaces, language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${page.path}`));
  if (context instanceof Response) throw new Error(`${page.path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(<AppTree router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />);
  return { markup, title: i18n.t(page.title, { lng: language }), description: i18n.t(page.description, { lng: language }) };
}
