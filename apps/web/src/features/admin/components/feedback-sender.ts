import { COUNTRIES } from '@app/shared/countries';
import type { Language } from '@app/shared/constants';
import type { TFunction } from '@/lib/i18n';

/** The note a report keeps about who sent it (apps/server/src/modules/feedback/service.ts writes it). */
const SENDER_NOTE = /^(.*) \((.*)\)\. Contact: (.*), (.*)$/;

/**
 * Who sent a report, in the console's language: name, country, e-mail and phone. The note is
 * recorded in English when the report is sent; a note in another shape is shown as it is.
 */
export function feedbackSenderLine(sender: string, language: Language, t: TFunction): string {
  const parts = SENDER_NOTE.exec(sender);
  if (!parts) return sender;
  const [, name, country, email, phone] = parts as unknown as [string, string, string, string, string];
  const known = COUNTRIES.find((entry) => entry.nameEn === country || entry.iso === country);
  const countryName = known ? (language === 'ar' ? known.nameAr : known.nameEn) : country;
  return t('inbox.sender', { name, country: countryName, email, phone: phone.trim() });
}
