import { Send } from 'lucide-react';
import { CONTENT_LIMITS } from '@app/shared/constants';
import type { OwnQuestion } from '@app/shared/contracts/own-categories';
import { creditedSource, suggestRequestSchema, type SuggestRequest } from '@app/shared/contracts/suggestions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { errorIn, requestResolver, showFieldErrors, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useBankCategories, useSuggestQuestion } from '../api/suggestions';

type Fields = { source: string; credit: boolean; bankCategoryId: string };
const toRequest = ({ source, credit, bankCategoryId }: Fields): SuggestRequest => ({ source, credit, bankCategoryId: bankCategoryId ? Number(bankCategoryId) : null });
const resolver = requestResolver(suggestRequestSchema, toRequest);

/**
 * Suggesting one of my questions to the bank: its source (required, prefilled with the question's
 * own source note), whether to be credited by name, and optionally the bank category it fits.
 */
export function SuggestDialog({ categoryId, question, onClose }: { categoryId: number; question: OwnQuestion | null; onClose: () => void }) {
  return (
    <Dialog open={question !== null} onOpenChange={(open) => !open && onClose()}>
      {question ? <SuggestForm key={question.id} categoryId={categoryId} question={question} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SuggestForm({ categoryId, question, onClose }: { categoryId: number; question: OwnQuestion; onClose: () => void }) {
  const { t } = useTranslation('suggest');
  const language = useLanguage();
  const { user } = useSession();
  const bank = useBankCategories(user?.id ?? null);
  const suggest = useSuggestQuestion(categoryId);
  const form = useForm<Fields, unknown, SuggestRequest>({ resolver, defaultValues: { source: question.source ?? '', credit: false, bankCategoryId: '' } });
  const text = question.questionAr ?? question.questionEn ?? '';
  const bankOptions = (bank.data?.groups ?? []).flatMap((group) => group.categories.map((c) => [String(c.id), language === 'ar' ? c.nameAr : c.nameEn] as const));

  const submit = form.handleSubmit((body) => {
    suggest.mutate(
      { questionId: question.id, body },
      {
        onSuccess: () => {
          toast.success(t('sent'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) showFieldErrors(form.setError, error);
          else toast.error(errorMessage(errorCodeOf(error)));
        },
      },
    );
  });
  const errorOf = errorIn(form.formState.errors, (code) => t(`errors.${code}`, { defaultValue: t('errors.text_invalid') }));

  return (
    <DialogContent size="lg" data-testid="suggest-dialog">
      <DialogHeader>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{t('explain')}</DialogDescription>
      </DialogHeader>
      <blockquote className="mt-4 rounded-lg bg-ivory p-3 font-semibold" dir="auto">
        {text}
      </blockquote>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-4">
        <FormField id="suggest-source" label={t('source')} hint={t('sourceHint')} error={errorOf('source')}>
          <Textarea
            {...fieldProps('suggest-source', { error: errorOf('source'), hint: true })}
            rows={2}
            maxLength={CONTENT_LIMITS.source}
            dir="auto"
            {...form.register('source')}
            data-testid="suggest-source"
          />
        </FormField>
        <FormField id="suggest-category" label={t('category')} error={errorOf('bankCategoryId')}>
          <Select
            {...fieldProps('suggest-category', { error: errorOf('bankCategoryId') })}
            {...form.register('bankCategoryId')}
            options={[['', t('categoryNone')], ...bankOptions]}
            data-testid="suggest-category"
          />
        </FormField>
        <label className="flex items-start gap-2 text-sm font-semibold">
          <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-emerald" {...form.register('credit')} data-testid="suggest-credit" />
          <span>
            {t('credit')}{' '}
            <bdi dir="ltr" lang="en" className="whitespace-nowrap">
              {creditedSource('', user?.firstName ?? '').replace(/^ · /, '')}
            </bdi>
          </span>
        </label>
        <DialogFooter className="mt-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={suggest.isPending} data-testid="suggest-send">
            <Send aria-hidden className="flip-rtl" />
            {t('send')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
