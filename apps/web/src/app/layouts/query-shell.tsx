import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ERRORS_CATALOGUE } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/**
 * Server-state cache for the screens that need it; kept out of the landing page's download, like
 * the errors' texts, which these screens load as they open (a refusal made in the browser is said at once).
 */
export function QueryShell({ children }: { children?: ReactNode }) {
  useEffect(() => void i18n.loadNamespaces(ERRORS_CATALOGUE), []);
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}

export { QueryShell as Component };
