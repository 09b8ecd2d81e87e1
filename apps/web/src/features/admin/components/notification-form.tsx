import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { notificationRequestSchema } from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorIn, showFieldErrors } from '@/lib/form';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useSendNotification, useSentNotifications } from '../api/admin-api';
import { ConsoleSection, LoadFailed } from './console-section';

type Fields = { title: string; body: string };
const EMPTY: Fields = { title: '', body: '' };

/** Pushes a toast to every player on /play, /games, /store or /profile (spec: notifications). */
export function NotificationForm() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const form = useForm({ resolver: zodResolver(notificationRequestSchema), defaultValues: EMPTY });
  const send = useSendNotification();
  const sent = useSentNotifications();

  const onSubmit = form.handleSubmit((input) => {
    send.mutate(input, {
      onSuccess: () => {
        toast.success(t('notifications.sent'));
        form.reset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) showFieldErrors(form.setError, error.fields);
        toast.error(t('notifications.failed'));
      },
    });
  });

  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));

  return (
    <ConsoleSection id="notifications" title={t('notifications.title')} intro={t('notifications.intro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField id="notification-title" label={t('notifications.fields.title')} error={errorText('title')}>
          <Input {...fieldProps('notification-title', { error: errorText('title') })} dir="auto" maxLength={100} {...form.register('title')} />
        </FormField>
        <FormField id="notification-body" label={t('notifications.fields.body')} error={errorText('body')}>
          <Textarea {...fieldProps('notification-body', { error: errorText('body') })} rows={3} dir="auto" maxLength={500} {...form.register('body')} />
        </FormField>
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
