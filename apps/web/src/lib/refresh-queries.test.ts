import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh-queries';

type Answer = { pass: string | null };

/** A server whose answers the test releases one by one, in order. */
function scriptedServer() {
  const pending: ((answer: Answer) => void)[] = [];
  let calls = 0;
  const fetchPass = (signal: AbortSignal) =>
    new Promise<Answer>((resolve, reject) => {
      calls += 1;
      pending.push(resolve);
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { fetchPass, calls: () => calls, answer: (index: number, value: Answer) => pending[index]!(value) };
}

describe('refreshing after a settled payment', () => {
  it('shows the pass when the first question was still on its way with the answer from before the payment', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const server = scriptedServer();
    const observer = new QueryObserver(client, { queryKey: ['store', 'my-pass', 7, 2], queryFn: ({ signal }) => server.fetchPass(signal) });
    const seen: (string | null | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data?.pass));
    expect(server.calls()).toBe(1);

    // The payment settles while the header's first question is still on its way.
    const refreshed = refreshQueries(client, [['store', 'my-pass']]);
    await Promise.resolve();
    server.answer(0, { pass: null }); // read before the payment was credited
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls()).toBe(2);
    server.answer(1, { pass: '2027-01-03' });
    await refreshed;

    await expect.poll(() => observer.getCurrentResult().data).toEqual({ pass: '2027-01-03' });
    expect(observer.getCurrentResult().isStale).toBe(false);
    expect(seen).not.toContain(null);
    unsubscribe();
    client.clear();
  });

  it('asks again for a query that already had an answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const server = scriptedServer();
    const observer = new QueryObserver(client, { queryKey: ['store', 'my-pass', 7, 2], queryFn: ({ signal }) => server.fetchPass(signal) });
    const unsubscribe = observer.subscribe(() => {});
    server.answer(0, { pass: null });
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ pass: null });

    const refreshed = refreshQueries(client, [['store', 'my-pass']]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls()).toBe(2);
    server.answer(1, { pass: '2027-01-03' });
    await refreshed;
    expect(observer.getCurrentResult().data).toEqual({ pass: '2027-01-03' });
    unsubscribe();
    client.clear();
  });
});
