import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import type { Language } from '@app/shared/constants';
import type { SessionResponse } from '@app/shared/contracts/session';
import { apiFetch, setTransport } from '@/lib/api-client';
import { setRequestCookies } from '@/lib/cookies';
import { i18n, recordUsedNamespaces } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';
import { serializePageData } from './page-data';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { siteStore, type SiteInfo } from '@/lib/site';
import { AppTree } from '../app/app-tree';
import { preloadScreens } from '../app/lazy-screen';
import { AppRoutes, routes } from '../app/router';
import { SHELL_PAGES } from './pages';

/** A signed-in browser's request for a page, with the way to ask the API as that browser. */
export type PlayerRequest = {
  /** The address asked for (path and query). */
  url: string;
  language: Language;
  /** The request's Cookie header. */
  cookies: string;
  /** A GET to the API with the browser's cookies, answered by the server itself. */
  get(path: string): Promise<{ status: number; body: string }>;
  /** Aborted when the server has given up waiting (it sends the shell): the render stops at its next step. */
  signal?: AbortSignal;
};

export type RenderedForPlayer = { markup: string; pageData: string };

/** Screens may ask for data that others' answers enable (the session, then a list): at most this many rounds. */
const MAX_ROUNDS = 3;

/** How React marks a part of the page it left for the browser to render. */
const CLIENT_RENDERED_PART = '<!--$!-->';

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a signed-in entry page (pages.ts SHELL_PAGES) with the player's data, as the browser
 * would show it once loaded, and the data to start the app from (page-data.ts); null when the
 * page is not one of them or any of its data could not be read (the server then sends the shell).
 * One page at a time: the language, the stores and the query cache are the bundle's own.
 */
export function renderForPlayer(request: PlayerRequest): Promise<RenderedForPlayer | null> {
  const rendered = queue.then(() => render(request));
  // The next page waits for this one, or only until it is given up: a render left waiting on the
  // API must not hold every page after it (and it touches nothing shared once given up).
  queue = Promise.race([rendered.catch(() => undefined), givenUp(request.signal)]);
  return rendered;
}

function givenUp(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
}

async function render({ url, language, cookies, get, signal }: PlayerRequest): Promise<RenderedForPlayer | null> {
  if (signal?.aborted) return null;
  const pathname = new URL(url, 'http://page').pathname;
  const page = SHELL_PAGES.find((candidate) => matchPath(candidate.path, pathname));
  if (!page) return null;
  setLanguage(language);
  setRequestCookies(cookies);
  setTransport(async (path, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`a page's render only reads: ${init.method} ${path}`);
    const answer = await get(path);
    return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  queryClient.clear();
  await Promise.all([i18n.loadNamespaces(page.namespaces, language), preloadScreens(routes, pathname)]);
  let user: SessionResponse['user'];
  let site: SiteInfo;
  try {
    [{ user }, site] = await Promise.all([apiFetch<SessionResponse>('/api/auth/session'), apiFetch<SiteInfo>('/api/site')]);
  } catch {
    return null;
  }
  // A visitor's page (the cookie names no session) is the shell's to build, and the board's sign-in redirect too.
  if (signal?.aborted || !user) return null;
  sessionStore.start(user);
  siteStore.start(site);
  const cache = queryClient.getQueryCache();
  // A query's options are its screen's (with `enabled`), though the cache's type does not say so.
  const wanted = () => cache.findAll().filter((query) => (query.options as { enabled?: unknown }).enabled !== false);
  let markup = '';
  let namespaces: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    ({ markup, namespaces } = await renderWhole(url, signal));
    if (signal?.aborted) return null;
    const waiting = wanted().filter((query) => query.state.status === 'pending');
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    if (signal?.aborted) return null;
  }
  // A part React could not render (it would be rendered in the browser) or a query still waiting: the shell.
  if (markup.includes(CLIENT_RENDERED_PART) || wanted().some((query) => query.state.status !== 'success')) return null;
  return { markup, pageData: serializePageData({ user, site, queries: dehydrate(queryClient), namespaces }) };
}

/** The page's markup once everything it waits for (catalogues, screens' code) has loaded, and the catalogues it used. */
async function renderWhole(url: string, signal: AbortSignal | undefined): Promise<{ markup: string; namespaces: string[] }> {
  let failure: unknown;
  const usedNamespaces = recordUsedNamespaces();
  let namespaces: string[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppTree
      router={
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
    {
      signal,
      onError: (error) => {
        failure ??= error;
      },
    },
  ).finally(() => {
    namespaces = usedNamespaces();
  });
  // A screen that failed is left for the browser to render: the server sends the shell and logs why.
  if (failure) throw failure;
  // A Node stream of bytes (the web's types know only the browser's streams); an Arabic letter may span two chunks.
  const decoder = new TextDecoder();
  let markup = '';
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) markup += decoder.decode(chunk, { stream: true });
  return { markup: markup + decoder.decode(), namespaces };
}
