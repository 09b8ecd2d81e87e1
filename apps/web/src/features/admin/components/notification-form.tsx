import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { notificationRequestSchema } from '@app/shared/contracts/admin';
import { notificationText } from '@app/shared/notification-text';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useSendNotification, useSentNotifications } from '../api/admin-api';
import { ConsoleSection, LoadFailed } from './console-section';
import { NotificationPreview } from './notification-preview';

type Fields = { title: string; body: string; titleAr: string; bodyAr: string };
const EMPTY: Fields = { title: '', body: '', titleAr: '', bodyAr: '' };

/** The title and message fields of one language, written in that language's direction. */
const LANGUAGE_FIELDS = [
  { language: 'en', title: 'title', body: 'body', id: 'notification' },
  { language: 'ar', title: 'titleAr', body: 'bodyAr', id: 'notification-ar' },
] as const;

/**
 * Pushes a message to every player on /play, /games, /store or /profile (spec: notifications),
 * written in English and in Arabic: each player sees their language's, as the preview shows.
 */
export function NotificationForm() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { fields, errors, set, validate, setErrors, reset } = useFormFields(notificationRequestSchema, EMPTY);
  const send = useSendNotification();
  const sent = useSentNotifications();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    send.mutate(input, {
      onSuccess: () => {
        toast.success(t('notifications.sent'));
        reset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
        toast.error(t('notifications.failed'));
      },
    });
  };

  const errorText = (key: keyof Fields) => (errors[key] ? t(`errors.${errors[key]}`) : undefined);

  return (
    <ConsoleSection id="notifications" title={t('notifications.title')} intro={t('notifications.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          {LANGUAGE_FIELDS.map((group) => (
            <fieldset key={group.language} className="flex min-w-0 flex-col gap-3" lang={group.language}>
              <legend className="mb-2 font-bold">{t(`notifications.languages.${group.language}`)}</legend>
              <TextField
                id={`${group.id}-title`}
                label={t('notifications.fields.title')}
                dir={group.language === 'ar' ? 'rtl' : 'ltr'}
                value={fields[group.title]}
                maxLength={100}
                error={errorText(group.title)}
                onChange={(e) => set(group.title, e.target.value)}
              />
              <TextField
                id={`${group.id}-body`}
                label={t('notifications.fields.body')}
                rows={3}
                dir={group.language === 'ar' ? 'rtl' : 'ltr'}
                value={fields[group.body]}
                maxLength={500}
                error={errorText(group.body)}
                onChange={(e) => set(group.body, e.target.value)}
              />
            </fieldset>
          ))}
        </div>
        <section aria-label={t('notifications.preview.title')} className="rounded-lg bg-ivory p-3">
          <h3 className="mb-2 font-bold">{t('notifications.preview.title')}</h3>
          <div className="flex flex-col gap-3 md:flex-row">
            <NotificationPreview language="en" title={fields.title} body={fields.body} />
            <NotificationPreview language="ar" title={fields.titleAr} body={fields.bodyAr} />
          </div>
        </section>
        <Button type="submit" disabled={send.isPending} className="self-start" data-testid="send-notification">
          <Send aria-hidden className="flip-rtl" />
          {send.isPending ? t('notifications.sending') : t('notifications.send')}
        </Button>
      </form>
      <h3 className="mt-6 mb-2 font-bold">{t('notifications.history')}</h3>
      {sent.isError ? (
        <LoadFailed onRetry={() => void sent.refetch()} />
      ) : sent.data?.notifications.length === 0 ? (
        <p className="text-sm text-muted">{t('notifications.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="sent-notifications">
          {sent.data?.notifications.map((notification) => {
            const shown = notificationText(notification, language);
            return (
              <li key={notification.id} className="rounded-lg bg-ivory px-3 py-2 text-sm">
                <p className="font-semibold" dir="auto">
                  {shown.title || t('notifications.untitled')}
                </p>
                <p dir="auto">{shown.body}</p>
                <p className="text-xs text-muted">{formatDateTime(notification.createdAt, language)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </ConsoleSection>
  );
}
