import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { qualityOf } from '@app/shared/presence';
import { activityState } from './activity';
import { HeartbeatScheduler, type Beat } from './heartbeat';
import { measureQuality } from './connection';

const S = 1000;

describe('activity', () => {
  const at = (quietSeconds: number, extra: Partial<{ hidden: boolean; connected: boolean }> = {}) =>
    activityState({ now: 1_000_000, lastInputAt: 1_000_000 - quietSeconds * S, hidden: false, connected: true, ...extra });

  it('is online after input, idle at 120 s without input, offline at 180 s', () => {
    expect(at(0)).toBe('online');
    expect(at(119)).toBe('online');
    expect(at(120)).toBe('idle');
    expect(at(179)).toBe('idle');
    expect(at(180)).toBe('offline');
  });

  it('is away while the page is hidden, and offline while the connection is lost', () => {
    expect(at(5, { hidden: true })).toBe('away');
    expect(at(5, { connected: false })).toBe('offline');
    expect(at(200, { hidden: true })).toBe('offline');
  });
});

describe('heartbeat', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  function start(initial: Beat = { state: 'online', quality: 'unknown' }) {
    const sent: [number, Beat][] = [];
    const scheduler = new HeartbeatScheduler(initial, (beat) => sent.push([Date.now(), beat]), () => Date.now());
    return { sent, scheduler };
  }

  it('beats at once, then every 30 s while online and every 60 s while idle', () => {
    const { sent, scheduler } = start();
    vi.advanceTimersByTime(61 * S);
    expect(sent.map(([time]) => time)).toEqual([0, 30 * S, 60 * S]);
    scheduler.update({ state: 'idle', quality: 'unknown' });
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual([61 * S, { state: 'idle', quality: 'unknown' }]);
    vi.advanceTimersByTime(121 * S);
    expect(sent.map(([time]) => time).slice(4)).toEqual([121 * S, 181 * S]);
    scheduler.stop();
  });

  it('sends a change at once but never more than one heartbeat a second, the latest state last', () => {
    const { sent, scheduler } = start();
    vi.advanceTimersByTime(10 * S);
    scheduler.update({ state: 'away', quality: 'unknown' });
    vi.advanceTimersByTime(0);
    scheduler.update({ state: 'online', quality: 'good' });
    scheduler.update({ state: 'idle', quality: 'good' });
    vi.advanceTimersByTime(999);
    expect(sent.map(([time, beat]) => [time, beat.state])).toEqual([
      [0, 'online'],
      [10 * S, 'away'],
    ]);
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual([11 * S, { state: 'idle', quality: 'good' }]);
    scheduler.stop();
    vi.advanceTimersByTime(120 * S);
    expect(sent).toHaveLength(3);
  });

  it('does not beat again for a state it already sent', () => {
    const { sent, scheduler } = start();
    vi.advanceTimersByTime(5 * S);
    scheduler.update({ state: 'online', quality: 'unknown' });
    vi.advanceTimersByTime(5 * S);
    expect(sent).toHaveLength(1);
    scheduler.stop();
  });
});

describe('connection quality', () => {
  it('is excellent under 100 ms, good under 300, fair under 1000, else poor', () => {
    expect([0, 99, 100, 299, 300, 999, 1000, 5000].map(qualityOf)).toEqual(['excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it('is offline when the ping fails or the server answers an error', async () => {
    expect(await measureQuality(() => Promise.reject(new TypeError('Failed to fetch')))).toBe('offline');
    expect(await measureQuality(() => Promise.resolve(new Response(null, { status: 503 })))).toBe('offline');
    expect(await measureQuality(() => Promise.resolve(new Response(null, { status: 200 })))).toBe('excellent');
  });
});
