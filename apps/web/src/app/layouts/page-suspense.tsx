import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';

/**
 * Pages opened in the dashboard whose code or texts are still loading (profile, purchase history,
 * the console...): the loading state shows inside the layout, which stays. Not around the pages
 * the server renders for a signed-in player (/play, /store, /games): a boundary there would make
 * React finish it with an inline script, which the Content-Security-Policy forbids.
 */
export function PageSuspense() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
