import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_TYPES,
  feedbackRequestSchema,
  type FeedbackPriority,
  type FeedbackType,
} from '@app/shared/contracts/feedback';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useSubmitFeedback } from '../api/submit-feedback';

type Fields = { title: string; type: FeedbackType; priority: FeedbackPriority; content: string };
const EMPTY: Fields = { title: '', type: 'bug', priority: 'medium', content: '' };

export function Component() {
  const { t } = useTranslation('feedback');
  usePageMeta(t('title'));
  const { fields, errors, set, validate, setErrors, reset } = useFormFields(feedbackRequestSchema, EMPTY);
  const submit = useSubmitFeedback();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    submit.mutate(input, {
      onSuccess: () => {
        toast.success(t('success'));
        reset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
        toast.error(errorCodeOf(error) === 'rate_limited' ? errorMessage('rate_limited', 'feedback') : t('failure'));
      },
    });
  };

  const errorText = (key: keyof Fields) => (errors[key] ? t(`errors.${errors[key]}`) : undefined);

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-3xl font-extrabold text-emerald-dark">{t('title')}</h1>
      <p className="mb-6 text-muted">{t('intro')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 rounded-xl border border-emerald/15 bg-white p-6 shadow-sm">
        <TextField
          id="title"
          label={t('fields.title')}
          value={fields.title}
          maxLength={120}
          error={errorText('title')}
          onChange={(e) => set('title', e.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id="type"
            label={t('fields.type')}
            value={fields.type}
            options={FEEDBACK_TYPES.map((type) => [type, t(`types.${type}`)] as const)}
            onChange={(type: FeedbackType) => set('type', type)}
          />
          <SelectField
            id="priority"
            label={t('fields.priority')}
            value={fields.priority}
            options={FEEDBACK_PRIORITIES.map((priority) => [priority, t(`priorities.${priority}`)] as const)}
            onChange={(priority: FeedbackPriority) => set('priority', priority)}
          />
        </div>
        <TextField
          id="content"
          label={t('fields.content')}
          rows={7}
          dir="auto"
          value={fields.content}
          maxLength={5000}
          error={errorText('content')}
          onChange={(e) => set('content', e.target.value)}
        />
        <Button type="submit" size="lg" disabled={submit.isPending} className="self-start">
          <Send aria-hidden className="flip-rtl" />
          {submit.isPending ? t('sending') : t('submit')}
        </Button>
      </form>
    </div>
  );
}
