import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { notificationRequestSchema } from '@app/shared/contracts/admin';
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

type Fields = { title: string; body: string };
const EMPTY: Fields = { title: '', body: '' };

/** Pushes a toast to every player on /play, /games, /store or /profile (spec: notifications). */
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
        <TextField
          id="notification-title"
          label={t('notifications.fields.title')}
          dir="auto"
          value={fields.title}
          maxLength={100}
          error={errorText('title')}
          onChange={(e) => set('title', e.target.value)}
        />
        <TextField
          id="notification-body"
          label={t('notifications.fields.body')}
          rows={3}
          dir="auto"
          value={fields.body}
          maxLength={500}
          error={errorText('body')}
          onChange={(e) => set('body', e.target.value)}
        />
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
          {sent.data?.notifications.map((notification) => (
            <li key={notification.id} className="rounded-lg bg-ivory px-3 py-2 text-sm">
              <p className="font-semibold" dir="auto">
                {notification.title || t('notifications.untitled')}
              </p>
              <p dir="auto">{notification.body}</p>
              <p className="text-xs text-muted">{formatDateTime(notification.createdAt, language)}</p>
            </li>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
