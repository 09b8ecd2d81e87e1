import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../src/modules/payments/provider/myfatoorah-client';

/**
 * Outgoing requests to the app's own origin (the sandbox provider, its webhooks) go through
 * app.inject, so tests need no open port; anything else uses the real fetch.
 */
export function injectFetch(getApp: () => FastifyInstance, origin: string): FetchLike {
  return async (url, init) => {
    const target = new URL(url);
    if (target.origin !== origin) return fetch(url, init);
    init.signal?.throwIfAborted();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const response = await getApp().inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(init.body !== undefined && init.body !== null ? { payload: init.body as string } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(v));
    }
    const empty = [204, 304].includes(response.statusCode);
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}
