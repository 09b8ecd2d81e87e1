import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SIGNUP_BONUS_POINTS, type Language } from '@app/shared/constants';
import { i18n } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';
import { sessionStore } from '@/lib/session';
import { RotatePrompt } from '@/components/ui/rotate-prompt';
import { AppTree } from '../app/app-tree';
import { preloadScreens } from '../app/lazy-screen';
import { AppRoutes, routes } from '../app/router';
import { PRERENDERED_LANGUAGES, PRERENDERED_PAGES, SHELL_PAGES, type PrerenderedPage } from './pages';

export { PRERENDERED_LANGUAGES, PRERENDERED_PAGES, SHELL_PAGES };
export { renderForPlayer, type PlayerRequest, type RenderedForPlayer } from './render-for-player';
export { PAGE_DATA_ID } from './page-data';

export type RenderedPage = { markup: string; title: string; description: string };

/**
 * Renders a public page with the same tree as main.tsx (AppTree), so the browser hydrates over it:
 * as anyone sees it before their session is known, or, for `knownVisitor`, as a browser without a
 * session cookie sees it (no session to check). Run at build time (scripts/prerender.ts).
 */
export async function renderPage(page: PrerenderedPage, language: Language, { knownVisitor = false } = {}): Promise<RenderedPage> {
  setLanguage(language);
  // No session request at build time.
  sessionStore.start(knownVisitor ? null : undefined);
  await i18n.loadNamespaces(page.namespaces, language);
  await preloadScreens(routes, page.path);
  const markup = renderToString(
    <AppTree
      router={
        <StaticRouter location={page.path}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
  );
  // Texts that name the signup bonus are built with the default; the page shows the configured one once its settings arrive.
  const options = { lng: language, count: SIGNUP_BONUS_POINTS };
  return { markup, title: i18n.t(page.title, options), description: i18n.t(page.description, options) };
}

/** The "turn your phone" notice in a language, for the signed-in pages' shells (painted before the app runs). */
export async function renderRotatePrompt(language: Language): Promise<string> {
  setLanguage(language);
  await i18n.loadNamespaces(['common'], language);
  return renderToString(<RotatePrompt boot />);
}
