import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Language } from '@app/shared/constants';
import { i18n, useTranslation } from '@/lib/i18n';

/** The player's page title for an untitled notification, in the player's language (its catalogue loaded on demand). */
function useUntitled(language: Language): string {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void i18n.loadNamespaces('common', language).then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded ? i18n.t('common:notificationTitle', { lng: language }) : '';
}

/**
 * How a player whose language is `language` will see the notification: the message at the top of
 * their screen, in their language's direction, with the page's "Notification" when untitled.
 */
export function NotificationPreview({ language, title, body }: { language: Language; title: string; body: string }) {
  const { t } = useTranslation('admin');
  const untitled = useUntitled(language);
  return (
    <figure className="min-w-0 flex-1" data-testid={`notification-preview-${language}`}>
      <figcaption className="mb-1 text-xs font-semibold text-muted">{t(`notifications.preview.${language}`)}</figcaption>
      <div lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} className="flex gap-3 rounded-lg border border-emerald/20 bg-white p-3 shadow-md">
        <BellRing aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald" />
        <div className="min-w-0">
          <p className="font-semibold break-words">{title.trim() || untitled}</p>
          <p className="text-sm break-words whitespace-pre-line text-ink/80">{body.trim() || <span className="text-muted">{t('notifications.preview.empty')}</span>}</p>
        </div>
      </div>
    </figure>
  );
}
