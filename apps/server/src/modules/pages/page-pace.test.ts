import { describe, expect, it } from 'vitest';
import { PagePace } from './page-pace';

describe('PagePace', () => {
  it('sends an address its burst of pages at once, then one every interval, each page waiting for its own slot', () => {
    const pace = new PagePace({ burst: 3, intervalMs: 100 });
    expect([0, 0, 0, 0, 0].map(() => pace.wait('10.0.0.1', 1000))).toEqual([0, 0, 0, 100, 200]);
    // Another address has its own pages.
    expect(pace.wait('10.0.0.2', 1000)).toBe(0);
    // 150 ms later the slots taken reach 1500: the next page waits until 1300.
    expect(pace.wait('10.0.0.1', 1150)).toBe(150);
  });

  it('gives back the whole burst once the address has been quiet for it', () => {
    const pace = new PagePace({ burst: 3, intervalMs: 100 });
    for (let i = 0; i < 5; i++) pace.wait('10.0.0.1', 0);
    // Its five pages' slots end at 500: from then on three pages go at once again.
    expect([0, 0, 0, 0].map(() => pace.wait('10.0.0.1', 500))).toEqual([0, 0, 0, 100]);
  });
});
