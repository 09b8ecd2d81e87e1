import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { ToasterHost } from '@/components/ui/toaster';
import { initI18n } from '@/lib/i18n';
import { applyToDocument, getLanguage } from '@/lib/language';
import { startLanguageSync } from '@/lib/session';
import { createRouter } from './app/router';
import './styles/index.css';

// The page's Content-Security-Policy forbids eval: zod (which keeps its settings here) must not
// probe for it with new Function. Set without importing zod, which the landing page does not load.
const zodSettings = globalThis as { __zod_globalConfig?: object };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

async function start() {
  applyToDocument(getLanguage());
  await initI18n();
  startLanguageSync();
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
      <ToasterHost />
    </StrictMode>,
  );
}

void start();
