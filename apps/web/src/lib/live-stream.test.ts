import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, reconnectDelay } from './live-stream';

/** A stand-in for the browser's EventSource: the test opens, drops and sends. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((message: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(name: string, listener: (message: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) });
  }
}

const latest = () => FakeEventSource.made.at(-1)!;

describe('reconnectDelay', () => {
  it('follows the spec: 1 s, then 2 s growing 1.5 times, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(reconnectDelay)).toEqual([1000, 2000, 3000, 4500, 6750, 10125, 15187.5, 22781.25, 30000, 30000]);
  });
});

describe('a live stream', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands each named event its data, and connects again after drops at 1 s, 2 s, 3 s, then 1 s once it opened', async () => {
    const heard: unknown[] = [];
    const drops: number[] = [];
    openLiveStream('/api/events', { events: { points: (data) => heard.push(data) }, onDrop: () => drops.push(Date.now()) });
    latest().send('points', { points: 7 });
    expect(heard).toEqual([{ points: 7 }]);

    const waits: number[] = [];
    for (let drop = 0; drop < 3; drop++) {
      const before = FakeEventSource.made.length;
      latest().onerror!();
      expect(latest().closed).toBe(true);
      const started = Date.now();
      await vi.advanceTimersToNextTimerAsync();
      expect(FakeEventSource.made.length).toBe(before + 1);
      waits.push(Date.now() - started);
    }
    expect(waits).toEqual([1000, 2000, 3000]);
    expect(drops).toHaveLength(3);

    latest().onopen!();
    latest().onerror!();
    const started = Date.now();
    await vi.advanceTimersToNextTimerAsync();
    expect(Date.now() - started).toBe(1000);
    expect(FakeEventSource.made).toHaveLength(5);
  });

  it('stops for good when the plain request after a drop says the stream is over', async () => {
    const shouldReconnect = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    openLiveStream('/api/tv/events', { events: {}, shouldReconnect });
    latest().onerror!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.made).toHaveLength(2);
    latest().onerror!();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(shouldReconnect).toHaveBeenCalledTimes(2);
  });

  it('once closed, neither hands on events nor connects again', async () => {
    const heard: unknown[] = [];
    const close = openLiveStream('/api/buzz/events', { events: { state: (data) => heard.push(data) } });
    const first = latest();
    first.onerror!();
    close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
    first.send('state', { x: 1 });
    expect(heard).toEqual([]);
  });
});
