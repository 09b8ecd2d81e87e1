import { format } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import type { Language } from '@app/shared/constants';
import { formatKwd } from '@app/shared/money';

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Spec: dates show as 'MMM dd, yyyy HH:mm'; Arabic reads day month year with the Arabic locale
 * (Western digits), the same order as every other Arabic date in the app.
 */
export function formatDateTime(value: string | Date, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  return language === 'ar' ? format(date, 'd MMM yyyy HH:mm', { locale: ar }) : format(date, 'MMM dd, yyyy HH:mm');
}

/** A day without the time, in the same order as formatDateTime: "Mar 03, 2026" / "3 مارس 2026". */
export function formatDate(value: string | Date, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  return language === 'ar' ? format(date, 'd MMM yyyy', { locale: ar }) : format(date, 'MMM dd, yyyy');
}

/** 2750 -> "2.750 KWD" / "2.750 د.ك" (DECISIONS.md 14: 3 decimals). */
export function formatMoney(fils: number, language: Language): string {
  return language === 'ar' ? `${formatKwd(fils)} د.ك` : `${formatKwd(fils)} KWD`;
}
