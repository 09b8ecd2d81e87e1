import { describe, expect, it } from 'vitest';
import { RECONNECT_DELAYS_MS, type Database, type ListenStatusHandler } from '../../src/db/client';
import { RealtimeHub } from '../../src/core/events/hub';

/**
 * Probe finding: after PostgreSQL came back, LISTEN reconnected on a back-off of up to 5 s and the
 * events published meanwhile never reached open streams (a TV or phone kept an old state).
 */
function fakeDatabase() {
  const handlers: ListenStatusHandler[] = [];
  const database = {
    listen: async () => async () => {},
    onListenStatus: (handler: ListenStatusHandler) => void handlers.push(handler),
  } as unknown as Database;
  return { database, report: (status: 'lost' | 'restored') => handlers.forEach((handler) => handler(status)) };
}

describe('LISTEN coming back', () => {
  it('is tried again within a second at most', () => {
    expect(RECONNECT_DELAYS_MS).toEqual([100, 250, 500, 1000]);
  });

  it('tells every open stream to read its state again once it listens again', async () => {
    const { database, report } = fakeDatabase();
    const hub = new RealtimeHub(database);
    const resyncs: string[] = [];
    const stopTv = await hub.subscribe({ userId: null, send: () => {}, resync: () => resyncs.push('tv') });
    await hub.subscribe({ userId: 7, send: () => {}, resync: () => resyncs.push('player') });
    report('lost');
    expect(resyncs).toEqual([]);
    report('restored');
    expect(resyncs).toEqual(['tv', 'player']);
    stopTv();
    report('restored');
    expect(resyncs).toEqual(['tv', 'player', 'player']);
    await hub.close();
  });
});
