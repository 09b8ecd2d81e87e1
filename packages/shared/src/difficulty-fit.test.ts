import { describe, expect, it } from 'vitest';
import { labelForShare, labelMisfit, wilsonInterval } from './difficulty-fit';

describe('wilsonInterval', () => {
  it('gives the 95% Wilson score bounds', () => {
    const eightOfTen = wilsonInterval(8, 10);
    expect(eightOfTen.min).toBeCloseTo(0.4902, 4);
    expect(eightOfTen.max).toBeCloseTo(0.9433, 4);
    const fiveOfFive = wilsonInterval(5, 5);
    expect(fiveOfFive.min).toBeCloseTo(0.5655, 4);
    expect(fiveOfFive.max).toBe(1);
    const noneOfTwenty = wilsonInterval(0, 20);
    expect(noneOfTwenty.min).toBe(0);
    expect(noneOfTwenty.max).toBeCloseTo(0.1611, 4);
    const halfOfHundred = wilsonInterval(50, 100);
    expect(halfOfHundred.min).toBeCloseTo(0.4038, 4);
    expect(halfOfHundred.max).toBeCloseTo(0.5962, 4);
  });

  it('knows nothing before the first play', () => {
    expect(wilsonInterval(0, 0)).toEqual({ min: 0, max: 1 });
  });
});

describe('labelMisfit', () => {
  it('flags a hard question answered 5 times of 5 as easy, by how far its interval lies above the band', () => {
    const misfit = labelMisfit('hard', 5, 5)!;
    expect(misfit.suggested).toBe('easy');
    expect(misfit.distance).toBeCloseTo(0.1655, 4);
  });

  it('flags an easy question seldom answered, once the evidence is enough', () => {
    expect(labelMisfit('easy', 1, 3)).toBeNull();
    expect(labelMisfit('easy', 2, 10)?.suggested).toBe('hard');
    expect(labelMisfit('easy', 5, 10)).toBeNull();
    expect(labelMisfit('easy', 20, 50)?.suggested).toBe('normal');
  });

  it('leaves a question whose interval still touches its band', () => {
    expect(labelMisfit('normal', 8, 10)).toBeNull();
    expect(labelMisfit('hard', 2, 4)).toBeNull();
  });

  it('puts a share on a border in the easier label', () => {
    expect(labelForShare(0.7)).toBe('easy');
    expect(labelForShare(0.4)).toBe('normal');
    expect(labelForShare(0.39)).toBe('hard');
  });
});
