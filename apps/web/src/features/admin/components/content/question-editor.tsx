import { zodResolver } from '@hookform/resolvers/zod';
import { Save, X } from 'lucide-react';
import { CONTENT_LIMITS, DIFFICULTIES } from '@app/shared/constants';
import { questionCreateRequestSchema, questionEditRequestSchema, type AdminCategory, type AdminQuestion } from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorIn, saveOutcome, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useQuestionHealth } from '../../api/content/get-question-health';
import { useSaveQuestion } from '../../api/content/save-question';
import { QuestionPreview } from './question-preview';

const TEXTS = [
  { name: 'questionAr', language: 'ar', rows: 2, maxLength: CONTENT_LIMITS.question },
  { name: 'questionEn', language: 'en', rows: 2, maxLength: CONTENT_LIMITS.question },
  { name: 'answerAr', language: 'ar', rows: undefined, maxLength: CONTENT_LIMITS.answer },
  { name: 'answerEn', language: 'en', rows: undefined, maxLength: CONTENT_LIMITS.answer },
  { name: 'acceptedAnswersAr', language: 'ar', rows: 2, maxLength: undefined },
  { name: 'acceptedAnswersEn', language: 'en', rows: 2, maxLength: undefined },
] as const;

const LINKS = [
  { name: 'imageUrl', maxLength: CONTENT_LIMITS.url },
  { name: 'videoUrl', maxLength: CONTENT_LIMITS.url },
  { name: 'source', maxLength: CONTENT_LIMITS.source },
] as const;

function QuestionHealthLine({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const health = useQuestionHealth(id);
  if (!health.data) return null;
  const { played, teamAnswered, noOne } = health.data;
  return (
    <p className="text-sm" data-testid="question-health">
      <span className="font-semibold">{t('studio.health.title')}: </span>
      {played === 0
        ? t('studio.health.never')
        : `${t('studio.health.played', { count: played })} · ${t('studio.health.teamAnswered', { count: teamAnswered })} · ${t('studio.health.noOne', { count: noOne })}`}
    </p>
  );
}

/** Adds a question (question null) or edits one, with the board's preview in both languages and how it played. */
export function QuestionEditor({
  question,
  categories,
  defaultCategoryId,
  onClose,
  onSaved,
}: {
  question: AdminQuestion | null;
  categories: AdminCategory[];
  defaultCategoryId: number | null;
  onClose: () => void;
  /** The question as saved (a new one with its number), once the server has it. */
  onSaved?: (saved: AdminQuestion) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const schema = question ? questionEditRequestSchema : questionCreateRequestSchema;
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      categoryId: String(question?.categoryId ?? defaultCategoryId ?? categories[0]?.id ?? ''),
      difficulty: question?.difficulty ?? 'easy',
      questionAr: question?.questionAr ?? '',
      answerAr: question?.answerAr ?? '',
      questionEn: question?.questionEn ?? '',
      answerEn: question?.answerEn ?? '',
      acceptedAnswersAr: question?.acceptedAnswersAr.join('\n') ?? '',
      acceptedAnswersEn: question?.acceptedAnswersEn.join('\n') ?? '',
      imageUrl: question?.imageUrl ?? '',
      videoUrl: question?.videoUrl ?? '',
      source: question?.source ?? '',
      active: question?.active ?? true,
    },
  });
  const fields = form.watch();
  const save = useSaveQuestion();
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const lines = (value: string) =>
    value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  /** The form holds the schema's input, which types the line lists loosely: the preview reads text. */
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const category = categories.find((entry) => String(entry.id) === fields.categoryId);

  const onSubmit = form.handleSubmit((input) => {
    const saved = t(question ? 'studio.editor.saved' : 'studio.editor.created');
    const outcome = saveOutcome(form.setError, { saved, failed: t('studio.editor.failed'), then: onClose });
    save.mutate({ id: question?.id ?? null, input }, { ...outcome, onSuccess: (after) => (outcome.onSuccess(), onSaved?.(after)) });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="question-editor"
      className="flex flex-col gap-4 rounded-xl border-2 border-emerald/30 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-emerald-dark">{t(question ? 'studio.editor.editTitle' : 'studio.editor.newTitle')}</h3>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden />
          {t('studio.close')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="editor-category" label={t('studio.editor.category')}>
          <Select
            id="editor-category"
            options={categories.map((entry) => [String(entry.id), language === 'ar' ? entry.nameAr : entry.nameEn] as const)}
            {...form.register('categoryId')}
          />
        </FormField>
        <FormField id="editor-difficulty" label={t('studio.editor.difficulty')}>
          <Select
            id="editor-difficulty"
            options={DIFFICULTIES.map((difficulty) => [difficulty, t(`questions.difficulties.${difficulty}`)] as const)}
            {...form.register('difficulty')}
          />
        </FormField>
      </div>
      {errorText('difficulty') ? (
        <p className="text-sm text-danger" role="alert">
          {errorText('difficulty')}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        {TEXTS.map(({ name, language: textLanguage, rows, maxLength }) => (
          <FormField key={name} id={`editor-${name}`} label={t(`questions.fields.${name}`)} error={errorText(name)}>
            {rows ? (
              <Textarea
                {...fieldProps(`editor-${name}`, { error: errorText(name) })}
                rows={rows}
                dir={textLanguage === 'ar' ? 'rtl' : 'ltr'}
                lang={textLanguage}
                maxLength={maxLength}
                {...form.register(name)}
              />
            ) : (
              <Input
                {...fieldProps(`editor-${name}`, { error: errorText(name) })}
                dir={textLanguage === 'ar' ? 'rtl' : 'ltr'}
                lang={textLanguage}
                maxLength={maxLength}
                {...form.register(name)}
              />
            )}
          </FormField>
        ))}
        {LINKS.map(({ name, maxLength }) => (
          <FormField key={name} id={`editor-${name}`} label={t(`studio.editor.${name}`)} error={errorText(name)}>
            <Input {...fieldProps(`editor-${name}`, { error: errorText(name) })} dir="ltr" maxLength={maxLength} {...form.register(name)} />
          </FormField>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" className="size-4 accent-emerald" {...form.register('active')} />
        {t('questions.fields.active')}
      </label>
      {question ? <QuestionHealthLine id={question.id} /> : null}
      <QuestionPreview
        categoryTitle={category ? (language === 'ar' ? category.nameAr : category.nameEn) : ''}
        question={{
          questionAr: text(fields.questionAr),
          answerAr: text(fields.answerAr),
          questionEn: text(fields.questionEn).trim() || null,
          answerEn: text(fields.answerEn).trim() || null,
          acceptedAnswersAr: lines(text(fields.acceptedAnswersAr)),
          acceptedAnswersEn: lines(text(fields.acceptedAnswersEn)),
          imageUrl: text(fields.imageUrl).trim() || null,
          videoUrl: text(fields.videoUrl).trim() || null,
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} data-testid="question-save">
          <Save aria-hidden />
          {t('questions.save')}
        </Button>
      </div>
    </form>
  );
}
