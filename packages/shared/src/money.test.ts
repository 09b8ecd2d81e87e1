import { describe, expect, it } from 'vitest';
import { formatKwd, formatKwdGrouped, parseKwdToFils } from './money';

describe('money in fils', () => {
  it('formats with 3 decimals', () => {
    expect(formatKwd(1500)).toBe('1.500');
    expect(formatKwd(2750)).toBe('2.750');
    expect(formatKwd(1)).toBe('0.001');
    expect(formatKwd(-250)).toBe('-0.250');
  });

  it('formats the provider form with thousands commas', () => {
    expect(formatKwdGrouped(12_345_000)).toBe('12,345.000');
    expect(formatKwdGrouped(1_500_000)).toBe('1,500.000');
    expect(formatKwdGrouped(17_500)).toBe('17.500');
    expect(formatKwdGrouped(1_234_567_890)).toBe('1,234,567.890');
  });

  it('parses provider strings and numbers without floating point', () => {
    expect(parseKwdToFils('12,345.000')).toBe(12_345_000);
    expect(parseKwdToFils('1,500.000')).toBe(1_500_000);
    expect(parseKwdToFils(2.75)).toBe(2750);
    expect(parseKwdToFils(0.1 + 0.2)).toBe(300);
    expect(parseKwdToFils(12345)).toBe(12_345_000);
    expect(parseKwdToFils('7.5')).toBe(7500);
    expect(parseKwdToFils('abc')).toBeNull();
    expect(parseKwdToFils('1.2345')).toBeNull();
  });
});
