import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './realtime';

describe('reconnectDelay', () => {
  it('follows the spec: 1 s, then 2 s growing 1.5 times, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(reconnectDelay)).toEqual([1000, 2000, 3000, 4500, 6750, 10125, 15187.5, 22781.25, 30000, 30000]);
  });
});
