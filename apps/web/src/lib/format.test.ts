import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('formatting for people', () => {
  it("shows dates as 'MMM dd, yyyy HH:mm', in Arabic day month year with the Arabic locale", () => {
    const date = new Date(2025, 2, 4, 9, 5);
    expect(formatDateTime(date, 'en')).toBe('Mar 04, 2025 09:05');
    expect(formatDateTime(date, 'ar')).toBe('4 مارس 2025 09:05');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });

  it('shows a day in the same order as the date and time', () => {
    const date = new Date(2026, 10, 23, 11, 14);
    expect(formatDate(date, 'en')).toBe('Nov 23, 2026');
    expect(formatDate(date, 'ar')).toBe('23 نوفمبر 2026');
    expect(formatDate('', 'ar')).toBe('');
  });

  it('shows KWD with 3 decimals', () => {
    expect(formatMoney(2750, 'en')).toBe('2.750 KWD');
    expect(formatMoney(17500, 'ar')).toBe('17.500 د.ك');
    expect(formatMoney(1, 'en')).toBe('0.001 KWD');
  });
});
