import { format } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import type { Language } from '@app/shared/constants';
import { formatKwd } from '@app/shared/money';

/** Spec: dates show as 'MMM dd, yyyy HH:mm', with the Arabic locale in Arabic (Western digits). */
export function formatDateTime(value: string | Date, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'MMM dd, yyyy HH:mm', language === 'ar' ? { locale: ar } : undefined);
}

/** 2750 -> "2.750 KWD" / "2.750 د.ك" (DECISIONS.md 14: 3 decimals). */
export function formatMoney(fils: number, language: Language): string {
  return language === 'ar' ? `${formatKwd(fils)} د.ك` : `${formatKwd(fils)} KWD`;
}
