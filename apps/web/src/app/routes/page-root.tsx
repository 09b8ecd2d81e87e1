import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { dismissPageToasts } from '@/lib/toast';
import { RouteErrorBoundary } from './route-error';

/** Every page: remarks about the page that was on view go when another page opens; a screen's failure shows a way back. */
export function PageRoot() {
  const { pathname } = useLocation();
  useEffect(() => dismissPageToasts(), [pathname]);
  return (
    <RouteErrorBoundary key={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
