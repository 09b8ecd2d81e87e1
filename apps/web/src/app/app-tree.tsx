import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { ToasterHost } from '@/components/ui/toaster';

/**
 * Shows the page again once rendered in the visitor's language (index.html hid it), and marks the
 * page as live: on a prerendered page, controls answer only from then on (tests wait for it).
 */
function Revealed() {
  useEffect(() => {
    document.documentElement.classList.remove('relang');
    document.documentElement.dataset.appReady = '';
    // The taps on a built page's buttons kept until now (index.html) are given to the app.
    document.dispatchEvent(new Event('app-ready'));
  }, []);
  return null;
}

/** Around the router, the same in the browser and in the prerendered pages (so hydration matches). */
export function AppTree({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      {/* Revealed inside the boundary: its effect runs once the page in it is live, not only the tree around it. */}
      <Suspense fallback={<LoadingScreen />}>
        {router}
        <Revealed />
      </Suspense>
      <ToasterHost />
    </StrictMode>
  );
}
