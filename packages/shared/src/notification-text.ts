import type { Language } from './constants';
import type { NotificationTexts } from './contracts/admin';

/**
 * What a player sees of a notification: the Arabic title and message for an Arabic-speaking player,
 * the English ones otherwise. A notification sent before both languages were asked for has only
 * the English fields, which everyone sees. An empty title means the page's own "Notification".
 */
export function notificationText(texts: NotificationTexts, language: Language): { title: string; body: string } {
  if (language === 'ar' && texts.bodyAr) return { title: texts.titleAr ?? '', body: texts.bodyAr };
  return { title: texts.title, body: texts.body };
}
