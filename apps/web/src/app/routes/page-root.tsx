import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { dismissPageToasts } from '@/lib/toast';

/** Every page: remarks about the page that was on view go when another page opens. */
export function PageRoot() {
  const { pathname } = useLocation();
  useEffect(() => dismissPageToasts(), [pathname]);
  return <Outlet />;
}
