import { describe, expect, it } from 'vitest';
import { RenderAllowance } from './render-allowance';

const limits = { perSession: { atOnce: 2, perMinute: 3 }, perAddress: { atOnce: 2 } };

describe('RenderAllowance', () => {
  it('allows a session its renders a minute, and as many again once the minute that began with its first is over', () => {
    const allowance = new RenderAllowance(limits);
    const allowed = (now: number) => {
      const end = allowance.take('session', '10.0.0.1', now);
      end?.();
      return end !== null;
    };
    expect([allowed(0), allowed(10_000), allowed(20_000), allowed(59_999)]).toEqual([true, true, true, false]);
    expect([allowed(60_000), allowed(60_001), allowed(60_002), allowed(60_003)]).toEqual([true, true, true, false]);
  });

  it('counts renders at once per session and per address until each ends, and a refused one not at all', () => {
    const allowance = new RenderAllowance(limits);
    const first = allowance.take('a', '10.0.0.1', 0);
    const second = allowance.take('b', '10.0.0.1', 0);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    // The address has two at once: a third session from it waits; from elsewhere a's second page renders.
    expect(allowance.take('c', '10.0.0.1', 0)).toBeNull();
    const elsewhere = allowance.take('a', '10.0.0.2', 0);
    expect(elsewhere).not.toBeNull();
    // a has two at once now.
    expect(allowance.take('a', '10.0.0.3', 0)).toBeNull();
    first!();
    first!();
    expect(allowance.take('c', '10.0.0.1', 0)).not.toBeNull();
    // a has one at once again and has used two of its three a minute (refusals were not counted).
    expect(allowance.take('a', '10.0.0.4', 0)).not.toBeNull();
    expect(allowance.take('a', '10.0.0.5', 0)).toBeNull();
  });
});
