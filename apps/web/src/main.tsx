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
