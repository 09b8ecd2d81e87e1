import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useScrollPosition } from '@/lib/scroll-position';
import { dismissPageToasts } from '@/lib/toast';
import { RouteErrorBoundary } from './route-error';

/**
 * Every page: remarks about the page that was on view go when another page opens, which opens at the
 * top (Back returns to where it was); a screen's failure shows a way back.
 */
export function PageRoot() {
  const { pathname } = useLocation();
  useScrollPosition();
  useEffect(() => dismissPageToasts(), [pathname]);
  return (
    <RouteErrorBoundary key={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
