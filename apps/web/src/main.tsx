import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { isLanguage } from '@app/shared/constants';
import { applyToDocument, getLanguage, setLanguage, subscribeLanguage, writeLanguageCookie } from '@/lib/language';
import { startLanguageSync, startSessionFromPage } from '@/lib/session';
import { readPageData, startFromPageData } from '@/render/page-data';
import { AppTree } from './app/app-tree';
import { preloadScreens } from './app/lazy-screen';
import { AppRoutes, routes } from './app/router';
import './styles/index.css';

// The page's Content-Security-Policy forbids eval: zod (which keeps its settings here) must not
// probe for it with new Function. Set without importing zod, which the landing page does not load.
const zodSettings = globalThis as { __zod_globalConfig?: object };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

/** A shared link's language (?lang=ar) becomes the visitor's; a switch later updates the address. */
function followAddressLanguage() {
  const url = new URL(location.href);
  const requested = url.searchParams.get('lang');
  if (isLanguage(requested)) setLanguage(requested);
  subscribeLanguage((language) => {
    const current = new URL(location.href);
    if (!current.searchParams.has('lang')) return;
    current.searchParams.set('lang', language);
    history.replaceState(history.state, '', current);
  });
}

async function start() {
  followAddressLanguage();
  applyToDocument(getLanguage());
  writeLanguageCookie(getLanguage());
  startSessionFromPage(document.documentElement);
  const pageData = readPageData();
  await Promise.all([initI18n(), pageData && startFromPageData(pageData)]);
  startLanguageSync();
  const container = document.getElementById('root')!;
  const app = (
    <AppTree
      router={
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      }
    />
  );
  // A page built to HTML in this language (scripts/prerender.ts, or a signed-in page the server
  // rendered) is hydrated once its screens' code is loaded; any other page is rendered.
  if (document.documentElement.dataset.prerendered !== getLanguage()) {
    createRoot(container).render(app);
    return;
  }
  await preloadScreens(routes, location.pathname);
  // As a transition, hydration yields to the browser between components instead of holding the
  // main thread for the whole page: the built page stays responsive to a tap while the app takes it over.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
