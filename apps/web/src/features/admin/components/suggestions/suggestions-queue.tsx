import { Check, ChevronDown, ChevronUp, Save, X } from 'lucide-react';
import { useState } from 'react';
import { DIFFICULTIES, type Difficulty } from '@app/shared/constants';
import { creditedSource, SUGGESTION_STATUSES, type AdminSuggestion, type SuggestionListQuery, type SuggestionStatus } from '@app/shared/contracts/suggestions';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { cn } from '@/lib/cn';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useAdminCategories } from '../../api/content/get-categories';
import { useAcceptSuggestion } from '../../api/suggestions/accept-suggestion';
import { useDeclineSuggestion } from '../../api/suggestions/decline-suggestion';
import { useEditSuggestion } from '../../api/suggestions/edit-suggestion';
import { useSuggestions } from '../../api/suggestions/get-suggestions';
import { ConsoleSection, LoadFailed } from '../console-section';

const STATUS_CLASS: Record<SuggestionStatus, string> = {
  open: 'bg-gold/20 text-night',
  accepted: 'bg-emerald/10 text-emerald-dark',
  declined: 'bg-danger/10 text-danger',
};

/**
 * The console's queue of questions users suggested from their own categories (issue 29): filter
 * by status, proposed category, language and user; open one to correct its texts, then accept it
 * into a bank category or decline it with a reason the user sees.
 */
export function SuggestionsQueue() {
  const { t } = useTranslation(['suggest', 'admin']);
  const language = useLanguage();
  const [query, setQuery] = useState<SuggestionListQuery>({ status: 'open' });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useSuggestions(query);
  const categories = useAdminCategories();
  const categoryOptions = (categories.data?.categories ?? []).map((c) => [String(c.id), language === 'ar' ? c.nameAr : c.nameEn] as const);
  const categoryName = (id: number | null) => categoryOptions.find(([value]) => value === String(id))?.[1] ?? `#${id}`;
  const set = (patch: Partial<SuggestionListQuery>) => {
    setOpenId(null);
    setQuery((before) => ({ ...before, ...patch }));
  };

  return (
    <ConsoleSection id="suggestions" title={t('admin:sections.suggestions')} intro={t('admin.intro')}>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="suggestions-filters">
        <FormField id="suggestions-status" label={t('admin.filters.status')}>
          <Select
            id="suggestions-status"
            value={query.status ?? 'open'}
            onChange={(event) => set({ status: event.target.value as SuggestionStatus })}
            options={SUGGESTION_STATUSES.map((status) => [status, t(`admin.statuses.${status}`)] as const)}
            data-testid="suggestions-filter-status"
          />
        </FormField>
        <FormField id="suggestions-category" label={t('admin.filters.category')}>
          <Select
            id="suggestions-category"
            value={query.categoryId === undefined ? '' : String(query.categoryId)}
            onChange={(event) => set({ categoryId: event.target.value ? Number(event.target.value) : undefined })}
            options={[['', t('admin.filters.all')], ...categoryOptions]}
            data-testid="suggestions-filter-category"
          />
        </FormField>
        <FormField id="suggestions-language" label={t('admin.filters.language')}>
          <Select
            id="suggestions-language"
            value={query.language ?? ''}
            onChange={(event) => set({ language: (event.target.value || undefined) as SuggestionListQuery['language'] })}
            options={[['', t('admin.filters.all')], ...(['ar', 'en', 'both'] as const).map((l) => [l, t(`admin.languages.${l}`)] as const)]}
            data-testid="suggestions-filter-language"
          />
        </FormField>
        <FormField id="suggestions-user" label={t('admin.filters.user')}>
          <Select
            id="suggestions-user"
            value={query.userId === undefined ? '' : String(query.userId)}
            onChange={(event) => set({ userId: event.target.value ? Number(event.target.value) : undefined })}
            options={[['', t('admin.filters.all')], ...(list.data?.users ?? []).map((u) => [String(u.id), u.name] as const)]}
            data-testid="suggestions-filter-user"
          />
        </FormField>
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data.suggestions.length === 0 ? (
        <p className="text-muted" data-testid="suggestions-empty">
          {t('admin.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="suggestions-list">
          {list.data.suggestions.map((suggestion) => {
            const open = openId === suggestion.id;
            return (
              <li key={suggestion.id} className="rounded-lg border border-emerald/15 p-4" data-testid={`suggestion-${suggestion.id}`}>
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-1 sm:flex-1">
                    {suggestion.questionAr ? (
                      <p className="break-words font-bold" lang="ar" dir="rtl">
                        {suggestion.questionAr}
                      </p>
                    ) : null}
                    {suggestion.questionEn ? (
                      <p className="break-words font-bold" lang="en" dir="ltr">
                        {suggestion.questionEn}
                      </p>
                    ) : null}
                    <p className="text-xs text-muted">
                      {formatDateTime(suggestion.createdAt, language)} · {t(`admin.languages.${suggestion.language}`)} · {t(`admin.difficulties.${suggestion.difficulty}`)}
                    </p>
                    <p className="break-words text-xs text-muted">
                      <bdi>{t('admin.by', { name: isolate(suggestion.user.name), email: suggestion.user.email, category: isolate(suggestion.ownCategoryName) })}</bdi>
                    </p>
                    {suggestion.bankCategoryId !== null ? <p className="text-xs font-semibold">{t('admin.proposed', { name: isolate(categoryName(suggestion.bankCategoryId)) })}</p> : null}
                  </div>
                  <div className="flex items-center gap-2">
                    <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', STATUS_CLASS[suggestion.status])}>{t(`admin.statuses.${suggestion.status}`)}</span>
                    <Button variant="outline" size="sm" onClick={() => setOpenId(open ? null : suggestion.id)} aria-expanded={open} data-testid={`suggestion-open-${suggestion.id}`}>
                      {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
                      {open ? t('admin.close') : t('admin.open')}
                    </Button>
                  </div>
                </div>
                {open ? <SuggestionEditor suggestion={suggestion} categoryOptions={categoryOptions} onDone={() => setOpenId(null)} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </ConsoleSection>
  );
}

type Values = {
  difficulty: Difficulty;
  questionAr: string;
  answerAr: string;
  acceptedAnswersAr: string;
  questionEn: string;
  answerEn: string;
  acceptedAnswersEn: string;
  source: string;
};
const valuesOf = (s: AdminSuggestion): Values => ({
  difficulty: s.difficulty,
  questionAr: s.questionAr ?? '',
  answerAr: s.answerAr ?? '',
  acceptedAnswersAr: s.acceptedAnswersAr.join('\n'),
  questionEn: s.questionEn ?? '',
  answerEn: s.answerEn ?? '',
  acceptedAnswersEn: s.acceptedAnswersEn.join('\n'),
  source: s.source,
});
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const TEXT_FIELDS = [
  ['questionAr', 'rtl', 2],
  ['answerAr', 'rtl', 0],
  ['acceptedAnswersAr', 'rtl', 2],
  ['questionEn', 'ltr', 2],
  ['answerEn', 'ltr', 0],
  ['acceptedAnswersEn', 'ltr', 2],
] as const;

/** One suggestion opened: its texts to correct, then accept into a bank category or decline with a reason. */
function SuggestionEditor({
  suggestion,
  categoryOptions,
  onDone,
}: {
  suggestion: AdminSuggestion;
  categoryOptions: readonly (readonly [string, string])[];
  onDone: () => void;
}) {
  const { t } = useTranslation(['suggest', 'admin']);
  const edit = useEditSuggestion();
  const accept = useAcceptSuggestion();
  const decline = useDeclineSuggestion();
  const [values, setValues] = useState<Values>(() => valuesOf(suggestion));
  const [categoryId, setCategoryId] = useState(suggestion.bankCategoryId === null ? '' : String(suggestion.bankCategoryId));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(suggestion));
  const busy = edit.isPending || accept.isPending || decline.isPending;
  const errorOf = (field: string) => (errors[field] ? t(`errors.${errors[field]}`, { defaultValue: t('errors.text_invalid') }) : undefined);
  const refuse = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) return setErrors({ ...error.fields });
    const code = errorCodeOf(error);
    toast.error(code === 'duplicate_question' ? t('errors.duplicate_question') : errorMessage(code));
  };
  const body = () => ({
    difficulty: values.difficulty,
    questionAr: values.questionAr,
    answerAr: values.answerAr,
    acceptedAnswersAr: lines(values.acceptedAnswersAr),
    questionEn: values.questionEn,
    answerEn: values.answerEn,
    acceptedAnswersEn: lines(values.acceptedAnswersEn),
    source: values.source,
  });
  const save = async () => {
    setErrors({});
    await edit.mutateAsync({ id: suggestion.id, body: body() });
  };

  if (suggestion.status !== 'open') {
    return (
      <div className="mt-3 flex flex-col gap-1 border-t border-emerald/15 pt-3 text-sm">
        <p className="break-words">
          <bdi>{t('mine.source', { source: isolate(suggestion.source) })}</bdi>
        </p>
        {suggestion.status === 'declined' ? (
          <p className="break-words font-semibold text-danger">
            <bdi>{t('mine.reason', { reason: isolate(suggestion.declineReason ?? '') })}</bdi>
          </p>
        ) : suggestion.bankQuestionId !== null ? (
          <p className="font-semibold text-emerald-dark">{t('admin.inBank', { id: suggestion.bankQuestionId })}</p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mt-3 flex flex-col gap-4 border-t border-emerald/15 pt-3" data-testid="suggestion-editor">
      {suggestion.credit ? (
        <p className="text-sm font-semibold text-emerald-dark" data-testid="suggestion-credit">
          {t('admin.credit')}{' '}
          <bdi dir="ltr" lang="en">
            {creditedSource('', suggestion.user.firstName).replace(/^ · /, '')}
          </bdi>
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <FormField id="suggestion-difficulty" label={t('admin.difficulty')} error={errorOf('difficulty')}>
          <Select
            {...fieldProps('suggestion-difficulty', { error: errorOf('difficulty') })}
            value={values.difficulty}
            onChange={(event) => setValues({ ...values, difficulty: event.target.value as Difficulty })}
            options={DIFFICULTIES.map((d) => [d, t(`admin.difficulties.${d}`)] as const)}
          />
        </FormField>
        <div className="hidden md:block" />
        {(['rtl', 'ltr'] as const).map((column) => (
          <div key={column} className="flex flex-col gap-3">
            {TEXT_FIELDS.filter(([, dir]) => dir === column).map(([field, dir, rows]) => (
              <FormField key={field} id={`suggestion-${field}`} label={t(`admin.${field}`)} error={errorOf(field)}>
                {rows ? (
                  <Textarea
                    {...fieldProps(`suggestion-${field}`, { error: errorOf(field) })}
                    dir={dir}
                    rows={rows}
                    value={values[field]}
                    onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                    data-testid={`suggestion-${field}`}
                  />
                ) : (
                  <Input
                    {...fieldProps(`suggestion-${field}`, { error: errorOf(field) })}
                    dir={dir}
                    value={values[field]}
                    onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                    data-testid={`suggestion-${field}`}
                  />
                )}
              </FormField>
            ))}
          </div>
        ))}
        <FormField id="suggestion-source" label={t('admin.source')} error={errorOf('source')} className="md:col-span-2">
          <Input
            {...fieldProps('suggestion-source', { error: errorOf('source') })}
            dir="auto"
            value={values.source}
            onChange={(event) => setValues({ ...values, source: event.target.value })}
            data-testid="suggestion-source"
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={busy || !dirty}
          onClick={() =>
            save().then(
              () => toast.success(t('admin.saved')),
              (error: unknown) => refuse(error),
            )
          }
          data-testid="suggestion-save"
        >
          <Save aria-hidden />
          {t('admin.save')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2 rounded-lg bg-emerald/5 p-3">
        <FormField id="suggestion-category" label={t('admin.acceptInto')} error={errorOf('categoryId')} className="min-w-56 flex-1">
          <Select
            {...fieldProps('suggestion-category', { error: errorOf('categoryId') })}
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
            options={[['', t('admin.choose')], ...categoryOptions]}
            data-testid="suggestion-category"
          />
        </FormField>
        <Button
          disabled={busy}
          onClick={async () => {
            if (!categoryId) return setErrors({ categoryId: 'category_required' });
            try {
              if (dirty) await save();
              setErrors({});
              const accepted = await accept.mutateAsync({ id: suggestion.id, categoryId: Number(categoryId) });
              toast.success(t('admin.accepted', { id: accepted.bankQuestionId }));
              onDone();
            } catch (error) {
              refuse(error);
            }
          }}
          data-testid="suggestion-accept"
        >
          <Check aria-hidden />
          {t('admin.accept')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2 rounded-lg bg-danger/5 p-3">
        <FormField id="suggestion-reason" label={t('admin.declineReason')} error={errorOf('reason')} className="min-w-56 flex-1">
          <Input
            {...fieldProps('suggestion-reason', { error: errorOf('reason') })}
            dir="auto"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="suggestion-reason"
          />
        </FormField>
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => {
            if (!reason.trim()) return setErrors({ reason: 'reason_required' });
            setErrors({});
            decline.mutate(
              { id: suggestion.id, reason },
              {
                onSuccess: () => {
                  toast.success(t('admin.declined'));
                  onDone();
                },
                onError: refuse,
              },
            );
          }}
          data-testid="suggestion-decline"
        >
          <X aria-hidden />
          {t('admin.decline')}
        </Button>
      </div>
    </div>
  );
}
