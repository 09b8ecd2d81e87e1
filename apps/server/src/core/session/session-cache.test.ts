import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { SessionIdentity } from './session-store';

const identity = (expiresInMs: number): SessionIdentity => ({
  sessionId: 'hash',
  userId: 7,
  persistent: false,
  expiresAt: new Date(Date.now() + expiresInMs),
});

function counting(answer: SessionIdentity | null) {
  const loader = { calls: 0, load: async () => (loader.calls++, answer) };
  return loader;
}

describe('SessionCache', () => {
  it('asks the database once for a session and answers from memory after that', async () => {
    const cache = new SessionCache(true);
    const loader = counting(identity(60_000));
    await cache.lookup('hash', loader.load);
    expect(await cache.lookup('hash', loader.load)).toMatchObject({ userId: 7 });
    expect(loader.calls).toBe(1);
  });

  it('asks every time when disabled (a database other processes share)', async () => {
    const cache = new SessionCache(false);
    const loader = counting(identity(60_000));
    await cache.lookup('hash', loader.load);
    await cache.lookup('hash', loader.load);
    expect(loader.calls).toBe(2);
  });

  it('does not keep an unknown token', async () => {
    const cache = new SessionCache(true);
    const loader = counting(null);
    expect(await cache.lookup('hash', loader.load)).toBeNull();
    expect(await cache.lookup('hash', loader.load)).toBeNull();
    expect(loader.calls).toBe(2);
  });

  it('stops answering at the session expiry, and after five minutes in any case', async () => {
    const cache = new SessionCache(true);
    await cache.lookup('short', async () => identity(5_000));
    await cache.lookup('long', async () => identity(3_600_000));
    expect(cache.get('short', Date.now() + 4_000)).toBeDefined();
    expect(cache.get('short', Date.now() + 5_001)).toBeUndefined();
    expect(cache.get('long', Date.now() + 299_000)).toBeDefined();
    expect(cache.get('long', Date.now() + 301_000)).toBeUndefined();
  });

  it('forgets everything on revokeAll, and does not store what a lookup read before it', async () => {
    const cache = new SessionCache(true);
    await cache.lookup('hash', async () => identity(60_000));
    cache.revokeAll();
    expect(cache.get('hash')).toBeUndefined();

    let release!: () => void;
    const inFlight = cache.lookup('other', () => new Promise((resolve) => (release = () => resolve(identity(60_000)))));
    cache.revokeAll();
    release();
    expect(await inFlight).toMatchObject({ userId: 7 });
    expect(cache.get('other')).toBeUndefined();
  });
});
