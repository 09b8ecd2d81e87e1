import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { FEEDBACK_TYPES, PLAYER_FEEDBACK_PRIORITIES, feedbackRequestSchema, type FeedbackType } from '@app/shared/contracts/feedback';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorIn, showFieldErrors, useForm } from '@/lib/form';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { useSubmitFeedback } from '../api/submit-feedback';

type Fields = { title: string; type: FeedbackType; priority: (typeof PLAYER_FEEDBACK_PRIORITIES)[number]; content: string };
const EMPTY: Fields = { title: '', type: 'bug', priority: 'medium', content: '' };

export function Component() {
  const { t } = useTranslation('feedback');
  usePageMeta(t('title'));
  const form = useForm({ resolver: zodResolver(feedbackRequestSchema), defaultValues: EMPTY });
  const submit = useSubmitFeedback();

  const onSubmit = form.handleSubmit((input) => {
    submit.mutate(input, {
      onSuccess: () => {
        toast.success(t('success'));
        form.reset();
      },
      onError: (error) => {
        showFieldErrors(form.setError, error);
        toast.error(errorCodeOf(error) === 'rate_limited' ? errorMessage('rate_limited', 'feedback') : t('failure'));
      },
    });
  });

  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-3xl font-extrabold text-emerald-dark">{t('title')}</h1>
      <p className="mb-6 text-muted">{t('intro')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5 rounded-xl border border-emerald/15 bg-white p-6 shadow-sm">
        <FormField id="title" label={t('fields.title')} error={errorText('title')}>
          <Input {...fieldProps('title', { error: errorText('title') })} maxLength={120} {...form.register('title')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="type" label={t('fields.type')}>
            <Select id="type" options={FEEDBACK_TYPES.map((type) => [type, t(`types.${type}`)] as const)} {...form.register('type')} />
          </FormField>
          <FormField id="priority" label={t('fields.priority')}>
            <Select
              id="priority"
              options={PLAYER_FEEDBACK_PRIORITIES.map((priority) => [priority, t(`priorities.${priority}`)] as const)}
              {...form.register('priority')}
            />
          </FormField>
        </div>
        <FormField id="content" label={t('fields.content')} error={errorText('content')}>
          <Textarea {...fieldProps('content', { error: errorText('content') })} rows={7} dir="auto" maxLength={5000} {...form.register('content')} />
        </FormField>
        <Button type="submit" size="lg" disabled={submit.isPending} className="self-start">
          <Send aria-hidden className="flip-rtl" />
          {submit.isPending ? t('sending') : t('submit')}
        </Button>
      </form>
    </div>
  );
}
