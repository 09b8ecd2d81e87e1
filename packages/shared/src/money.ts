import { FILS_PER_KWD } from './constants';

/** 1500 -> "1.500" (KWD has 3 decimals; money is integer fils everywhere). */
export function formatKwd(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fils));
  const whole = Math.floor(abs / FILS_PER_KWD);
  const rest = String(abs % FILS_PER_KWD).padStart(3, '0');
  return `${sign}${whole}.${rest}`;
}

/** Parses provider amounts such as "12,345.000" or 2.5 into integer fils without floating point. */
export function parseKwdToFils(value: string | number): number | null {
  const text = typeof value === 'number' ? value.toFixed(3) : value.replace(/,/g, '').trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, frac = ''] = match;
  const fils = Number(whole) * FILS_PER_KWD + Number(frac.padEnd(3, '0'));
  return sign === '-' ? -fils : fils;
}

/** 1234500 -> "1,234.500": the provider's display form (thousands commas, 3 decimals). */
export function formatKwdGrouped(fils: number): string {
  const [whole = '0', rest = '000'] = formatKwd(fils).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}
