import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { renderForPlayer, type PlayerRequest } from './render-for-player';

type Answer = { status: number; body: string };

/** A request whose API answers wait until the test releases them. */
function heldRequest(url: string) {
  const waiting: ((answer: Answer) => void)[] = [];
  const giveUp = new AbortController();
  const request: PlayerRequest = {
    url,
    language: 'en',
    cookies: 'sid=first',
    get: () => new Promise<Answer>((resolve) => waiting.push(resolve)),
    signal: giveUp.signal,
  };
  return {
    request,
    giveUp,
    asking: () => vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0), { timeout: 4000 }),
    answerAll: (answer: Answer) => waiting.splice(0).forEach((resolve) => resolve(answer)),
  };
}

afterEach(() => sessionStore.start(undefined));

describe('renderForPlayer', () => {
  it('renders only its entry pages', async () => {
    expect(await renderForPlayer(heldRequest('/profile').request)).toBeNull();
  });

  it('lets the next page go once one is given up, and the one given up changes nothing shared when its answers come', async () => {
    const first = heldRequest('/games');
    const firstRendered = renderForPlayer(first.request);
    const second = renderForPlayer(heldRequest('/admin').request);
    await first.asking();
    first.giveUp.abort();
    expect(await second).toBeNull();
    sessionStore.start(null);
    first.answerAll({ status: 200, body: JSON.stringify({ user: { id: 7, firstName: 'Late' } }) });
    expect(await firstRendered).toBeNull();
    expect(sessionStore.get()).toBeNull();
  });
});
