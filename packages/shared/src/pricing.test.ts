import { describe, expect, it } from 'vitest';
import { packageSavings, singleGamePriceFils } from './pricing';

const DEFAULTS = [
  { points: 1, priceFils: 1000 },
  { points: 3, priceFils: 2750 },
  { points: 5, priceFils: 4250 },
  { points: 10, priceFils: 7500 },
  { points: 25, priceFils: 17500 },
];

describe('package savings against the single-game price', () => {
  it('labels the default packages of DECISIONS.md 17', () => {
    const single = singleGamePriceFils(DEFAULTS);
    expect(single).toBe(1000);
    expect(DEFAULTS.map((p) => packageSavings(p, single))).toEqual([
      { fullPriceFils: 1000, savingsFils: 0, discountPercent: 0 },
      { fullPriceFils: 3000, savingsFils: 250, discountPercent: 8 },
      { fullPriceFils: 5000, savingsFils: 750, discountPercent: 15 },
      { fullPriceFils: 10000, savingsFils: 2500, discountPercent: 25 },
      { fullPriceFils: 25000, savingsFils: 7500, discountPercent: 30 },
    ]);
  });

  it('falls back to the dearest price per point when there is no 1-game package', () => {
    expect(singleGamePriceFils([{ points: 3, priceFils: 2700 }, { points: 10, priceFils: 8000 }])).toBe(900);
    expect(singleGamePriceFils([])).toBeNull();
  });

  it('never shows a negative saving for a package dearer than single games', () => {
    expect(packageSavings({ points: 2, priceFils: 2500 }, 1000)).toEqual({ fullPriceFils: 2000, savingsFils: 0, discountPercent: 0 });
    expect(packageSavings({ points: 2, priceFils: 1500 }, null)).toEqual({ fullPriceFils: 1500, savingsFils: 0, discountPercent: 0 });
  });
});
