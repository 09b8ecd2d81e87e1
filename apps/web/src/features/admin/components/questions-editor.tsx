import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CONTENT_LIMITS } from '@app/shared/constants';
import { questionEditRequestSchema, type AdminCategory, type AdminQuestion } from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectField, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useAdminCategories, useCategoryQuestions, useSaveQuestion, useSetCategoryActive } from '../api/admin-api';
import { ConsoleSection, LoadFailed } from './console-section';

/** The texts of a question, in the order of the form's grid (Arabic column, English column). */
const TEXTS = [
  { name: 'questionAr', language: 'ar', rows: 2, maxLength: CONTENT_LIMITS.question },
  { name: 'questionEn', language: 'en', rows: 2, maxLength: CONTENT_LIMITS.question },
  { name: 'answerAr', language: 'ar', rows: undefined, maxLength: CONTENT_LIMITS.answer },
  { name: 'answerEn', language: 'en', rows: undefined, maxLength: CONTENT_LIMITS.answer },
  { name: 'acceptedAnswersAr', language: 'ar', rows: 2, maxLength: undefined },
  { name: 'acceptedAnswersEn', language: 'en', rows: 2, maxLength: undefined },
] as const;

/** One question as a small form: both languages' texts and whether new games may pick it. */
function QuestionForm({ question }: { question: AdminQuestion }) {
  const { t } = useTranslation('admin');
  const { fields, errors, set, validate, setErrors } = useFormFields(questionEditRequestSchema, {
    questionAr: question.questionAr,
    answerAr: question.answerAr,
    questionEn: question.questionEn ?? '',
    answerEn: question.answerEn ?? '',
    acceptedAnswersAr: question.acceptedAnswersAr.join('\n'),
    acceptedAnswersEn: question.acceptedAnswersEn.join('\n'),
    active: question.active,
  });
  const save = useSaveQuestion();
  const prefix = `question-${question.id}`;
  const errorText = (key: keyof typeof errors) => (errors[key] ? t(`errors.${errors[key]}`) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    save.mutate(
      { id: question.id, input },
      {
        onSuccess: () => toast.success(t('questions.saved')),
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setErrors(error.fields);
          toast.error(t('questions.failed'));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid={prefix}
      className="flex flex-col gap-3 rounded-lg border border-emerald/15 p-4"
    >
      <p className="text-sm font-bold text-emerald-dark">{t(`questions.difficulties.${question.difficulty}`)}</p>
      <div className="grid gap-3 md:grid-cols-2">
        {TEXTS.map(({ name, language, rows, maxLength }) => (
          <TextField
            key={name}
            id={`${prefix}-${name}`}
            label={t(`questions.fields.${name}`)}
            small
            rows={rows}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            lang={language}
            maxLength={maxLength}
            value={fields[name]}
            error={errorText(name)}
            onChange={(e) => set(name, e.target.value)}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-4 accent-emerald"
            checked={fields.active}
            onChange={(e) => set('active', e.target.checked)}
          />
          {t('questions.fields.active')}
        </label>
        <Button type="submit" size="sm" disabled={save.isPending} data-testid={`${prefix}-save`}>
          <Save aria-hidden />
          {t('questions.save')}
        </Button>
      </div>
    </form>
  );
}

function CategoryQuestions({ category }: { category: AdminCategory }) {
  const { t } = useTranslation('admin');
  const list = useCategoryQuestions(category.id);
  const setActive = useSetCategoryActive();
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="size-4 accent-emerald"
          checked={category.active}
          disabled={setActive.isPending}
          data-testid="category-active"
          onChange={(e) =>
            setActive.mutate(
              { id: category.id, active: e.target.checked },
              {
                onSuccess: () => toast.success(t('questions.categorySaved')),
                onError: () => toast.error(t('questions.failed')),
              },
            )
          }
        />
        {t('questions.categoryActive')}
      </label>
      <p className="text-sm text-muted">
        {t('questions.counts', {
          count: category.questions,
          shown: category.activeQuestions,
        })}
      </p>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        list.data.questions.map((question) => (
          <QuestionForm
            key={JSON.stringify(question)}
            question={question}
          />
        ))
      )}
    </div>
  );
}

/** Corrects questions and hides questions or categories without stopping the server. */
export function QuestionsEditor() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const categories = useAdminCategories();
  const [selected, setSelected] = useState<number | null>(null);
  const category = categories.data?.categories.find((entry) => entry.id === selected) ?? null;

  return (
    <ConsoleSection id="questions" title={t('questions.title')} intro={t('questions.intro')}>
      {categories.isPending ? (
        <Skeleton className="h-12" />
      ) : categories.isError ? (
        <LoadFailed onRetry={() => void categories.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <SelectField
            id="question-category"
            label={t('questions.category')}
            value={selected === null ? '' : String(selected)}
            options={[
              ['', t('questions.choose')] as const,
              ...categories.data.categories.map(
                (entry) =>
                  [
                    String(entry.id),
                    `${language === 'ar' ? entry.nameAr : entry.nameEn}${entry.active ? '' : ` (${t('questions.hidden')})`}`,
                  ] as const,
              ),
            ]}
            onChange={(value) => setSelected(value ? Number(value) : null)}
          />
          {category ? <CategoryQuestions key={category.id} category={category} /> : null}
        </div>
      )}
    </ConsoleSection>
  );
}
