import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { notificationRequestSchema } from '@app/shared/contracts/admin';
import { notificationText } from '@app/shared/notification-text';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { errorIn, saveOutcome, useForm } from '@/lib/form';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useSendNotification } from '../api/notifications/send-notification';
import { useSentNotifications } from '../api/notifications/get-notifications';
import { ConsoleSection, LoadFailed } from './console-section';
import { NotificationPreview } from './notification-preview';

const EMPTY = { title: '', body: '', titleAr: '', bodyAr: '' };

/** The title and message fields of one language, written in that language's direction. */
const LANGUAGE_FIELDS = [
  { language: 'en', title: 'title', body: 'body', id: 'notification', dir: 'ltr' },
  { language: 'ar', title: 'titleAr', body: 'bodyAr', id: 'notification-ar', dir: 'rtl' },
] as const;

/**
 * Pushes a message to every player on /play, /games, /store or /profile (spec: notifications),
 * written in English and in Arabic: each player sees their language's, as the preview shows.
 */
export function NotificationForm() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const form = useForm({ resolver: zodResolver(notificationRequestSchema), defaultValues: EMPTY });
  const send = useSendNotification();
  const sent = useSentNotifications();
  const [title, body, titleAr, bodyAr] = form.watch(['title', 'body', 'titleAr', 'bodyAr']);

  const onSubmit = form.handleSubmit((input) => {
    send.mutate(input, saveOutcome(form.setError, { saved: t('notifications.sent'), failed: t('notifications.failed'), then: () => form.reset() }));
  });

  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));

  return (
    <ConsoleSection id="notifications" title={t('notifications.title')} intro={t('notifications.intro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          {LANGUAGE_FIELDS.map((group) => (
            <fieldset key={group.language} className="flex min-w-0 flex-col gap-3" lang={group.language}>
              <legend className="mb-2 font-bold">{t(`notifications.languages.${group.language}`)}</legend>
              <FormField id={`${group.id}-title`} label={t('notifications.fields.title')} error={errorText(group.title)}>
                <Input {...fieldProps(`${group.id}-title`, { error: errorText(group.title) })} dir={group.dir} maxLength={100} {...form.register(group.title)} />
              </FormField>
              <FormField id={`${group.id}-body`} label={t('notifications.fields.body')} error={errorText(group.body)}>
                <Textarea {...fieldProps(`${group.id}-body`, { error: errorText(group.body) })} rows={3} dir={group.dir} maxLength={500} {...form.register(group.body)} />
              </FormField>
            </fieldset>
          ))}
        </div>
        <section aria-label={t('notifications.preview.title')} className="rounded-lg bg-ivory p-3">
          <h3 className="mb-2 font-bold">{t('notifications.preview.title')}</h3>
          <div className="flex flex-col gap-3 md:flex-row">
            <NotificationPreview language="en" title={title ?? ''} body={body} />
            <NotificationPreview language="ar" title={titleAr ?? ''} body={bodyAr} />
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
