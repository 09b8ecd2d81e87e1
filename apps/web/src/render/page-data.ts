import type { DehydratedState } from '@tanstack/react-query';
import type { SessionUser } from '@app/shared/contracts/session';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { siteStore, type SiteInfo } from '@/lib/site';

/**
 * What the server rendered a signed-in page with (the JSON in its `#page-data` element): the app
 * starts from it, so it takes the page over without asking the server again.
 */
export type PageData = { user: SessionUser | null; site: SiteInfo; queries: DehydratedState; namespaces: string[] };

export const PAGE_DATA_ID = 'page-data';

/** JSON that is safe inside a `<script type="application/json">` element. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}

/**
 * The session, the site's settings, the query cache and the catalogues as the page was rendered
 * with them: nothing the page shows waits for more while the app takes it over (a tap kept until
 * then is given to a page that is all live).
 */
export async function startFromPageData(data: PageData): Promise<void> {
  sessionStore.start(data.user);
  siteStore.start(data.site);
  const [{ hydrate }, { queryClient }] = await Promise.all([
    import('@tanstack/react-query'),
    import('@/lib/query-client'),
    i18n.loadNamespaces(data.namespaces),
  ]);
  hydrate(queryClient, data.queries);
}
