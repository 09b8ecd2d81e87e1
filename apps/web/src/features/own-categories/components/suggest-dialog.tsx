import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CONTENT_LIMITS } from '@app/shared/constants';
import type { OwnQuestion } from '@app/shared/contracts/own-categories';
import { creditedSource, suggestRequestSchema } from '@app/shared/contracts/suggestions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useBankCategories, useSuggestQuestion } from '../api/suggestions';
import { issuesByField, serverFieldErrors, type FieldErrors } from '../utils/field-errors';

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
  const [source, setSource] = useState(question.source ?? '');
  const [credit, setCredit] = useState(false);
  const [bankCategoryId, setBankCategoryId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const text = question.questionAr ?? question.questionEn ?? '';
  const bankOptions = (bank.data?.groups ?? []).flatMap((group) => group.categories.map((c) => [String(c.id), language === 'ar' ? c.nameAr : c.nameEn] as const));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { source, credit, bankCategoryId: bankCategoryId ? Number(bankCategoryId) : null };
    const checked = suggestRequestSchema.safeParse(body);
    if (!checked.success) return setErrors(issuesByField(checked.error));
    setErrors({});
    suggest.mutate(
      { questionId: question.id, body },
      {
        onSuccess: () => {
          toast.success(t('sent'));
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) setErrors(fields);
          else toast.error(errorMessage(errorCodeOf(error)));
        },
      },
    );
  };
  const errorOf = (field: string) => (errors[field] ? t(`errors.${errors[field]}`, { defaultValue: t('errors.text_invalid') }) : undefined);

  return (
    <DialogContent size="lg" data-testid="suggest-dialog">
      <DialogHeader>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{t('explain')}</DialogDescription>
      </DialogHeader>
      <blockquote className="mt-4 rounded-lg bg-ivory p-3 font-semibold" dir="auto">
        {text}
      </blockquote>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <FormField id="suggest-source" label={t('source')} hint={t('sourceHint')} error={errorOf('source')}>
          <Textarea
            {...fieldProps('suggest-source', { error: errorOf('source'), hint: true })}
            rows={2}
            maxLength={CONTENT_LIMITS.source}
            value={source}
            dir="auto"
            onChange={(event) => {
              setSource(event.target.value);
              setErrors(({ source: _, ...rest }) => rest);
            }}
            data-testid="suggest-source"
          />
        </FormField>
        <FormField id="suggest-category" label={t('category')} error={errorOf('bankCategoryId')}>
          <Select
            {...fieldProps('suggest-category', { error: errorOf('bankCategoryId') })}
            value={bankCategoryId}
            onChange={(event) => setBankCategoryId(event.target.value)}
            options={[['', t('categoryNone')], ...bankOptions]}
            data-testid="suggest-category"
          />
        </FormField>
        <label className="flex items-start gap-2 text-sm font-semibold">
          <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-emerald" checked={credit} onChange={(event) => setCredit(event.target.checked)} data-testid="suggest-credit" />
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
