import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '@app/shared/contracts/session';
import { setSessionUser } from '@/lib/session';

/** Shows the current path so a test can see where a screen navigated to. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

type Route = { path: string; Component: ComponentType };

/**
 * Renders screens under a memory router with a fresh query cache. Paths not given a screen
 * render a marker with the path, so navigation is visible to the test.
 */
export function renderRoutes(routes: Route[], { at }: { at: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [...routes.map(({ path, Component }) => ({ path, Component })), { path: '*', Component: Where }],
    { initialEntries: [at] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>suspended</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export const testUser: SessionUser = {
  id: 7,
  firstName: 'Fatima',
  lastName: 'Hasan',
  email: 'fatima@example.com',
  country: 'KW',
  phone: '55512345',
  points: 2,
  preferredLanguage: 'en',
  role: 'user',
  emailConfirmed: true,
};

export function signIn(user: Partial<SessionUser> = {}): SessionUser {
  const value = { ...testUser, ...user };
  setSessionUser(value);
  return value;
}

export function signOut(): void {
  setSessionUser(null);
}

type Reply = { status?: number; body?: unknown };
type Handler = (request: { method: string; path: string; body: unknown }) => Reply | Promise<Reply>;

/**
 * Stubs fetch with handlers keyed "METHOD /path"; an unexpected request fails the test.
 * Returns the list of requests made, in order.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, body };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    const { status = 200, body: reply } = await handler(request);
    return new Response(reply === undefined ? null : JSON.stringify(reply), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const apiError = (status: number, code: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: { error: { code, message: code, ...extra } },
});
