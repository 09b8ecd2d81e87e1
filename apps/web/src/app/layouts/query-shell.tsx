import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';

/** Server-state cache for the screens that need it; kept out of the landing page's download. */
export function QueryShell({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}

export { QueryShell as Component };
