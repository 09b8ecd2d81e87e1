import { Save, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { CONTENT_LIMITS, DIFFICULTIES } from '@app/shared/constants';
import {
  questionCreateRequestSchema,
  questionEditRequestSchema,
  type AdminCategory,
  type AdminQuestion,
} from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useQuestionHealth, useSaveQuestion } from '../../api/content-api';
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
}: {
  question: AdminQuestion | null;
  categories: AdminCategory[];
  defaultCategoryId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const schema = question ? questionEditRequestSchema : questionCreateRequestSchema;
  const { fields, errors, set, validate, setErrors } = useFormFields(schema, {
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
  });
  const save = useSaveQuestion();
  const errorText = (key: keyof typeof errors) => (errors[key] ? t(`errors.${errors[key]}`) : undefined);
  const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
  const category = categories.find((entry) => String(entry.id) === fields.categoryId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    save.mutate(
      { id: question?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(t(question ? 'studio.editor.saved' : 'studio.editor.created'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setErrors(error.fields);
          toast.error(t('studio.editor.failed'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="question-editor" className="flex flex-col gap-4 rounded-xl border-2 border-emerald/30 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-emerald-dark">{t(question ? 'studio.editor.editTitle' : 'studio.editor.newTitle')}</h3>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden />
          {t('studio.close')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="editor-category"
          label={t('studio.editor.category')}
          value={fields.categoryId}
          options={categories.map((entry) => [String(entry.id), language === 'ar' ? entry.nameAr : entry.nameEn] as const)}
          onChange={(value) => set('categoryId', value)}
        />
        <SelectField
          id="editor-difficulty"
          label={t('studio.editor.difficulty')}
          value={fields.difficulty}
          options={DIFFICULTIES.map((difficulty) => [difficulty, t(`questions.difficulties.${difficulty}`)] as const)}
          onChange={(value) => set('difficulty', value)}
        />
      </div>
      {errors.difficulty ? <p className="text-sm text-danger" role="alert">{errorText('difficulty')}</p> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {TEXTS.map(({ name, language: textLanguage, rows, maxLength }) => (
          <TextField
            key={name}
            id={`editor-${name}`}
            label={t(`questions.fields.${name}`)}
            small
            rows={rows}
            dir={textLanguage === 'ar' ? 'rtl' : 'ltr'}
            lang={textLanguage}
            maxLength={maxLength}
            value={fields[name]}
            error={errorText(name)}
            onChange={(e) => set(name, e.target.value)}
          />
        ))}
        {LINKS.map(({ name, maxLength }) => (
          <TextField
            key={name}
            id={`editor-${name}`}
            label={t(`studio.editor.${name}`)}
            small
            dir="ltr"
            maxLength={maxLength}
            value={fields[name]}
            error={errorText(name)}
            onChange={(e) => set(name, e.target.value)}
          />
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" className="size-4 accent-emerald" checked={fields.active} onChange={(e) => set('active', e.target.checked)} />
        {t('questions.fields.active')}
      </label>
      {question ? <QuestionHealthLine id={question.id} /> : null}
      <QuestionPreview
        categoryTitle={category ? (language === 'ar' ? category.nameAr : category.nameEn) : ''}
        question={{
          questionAr: fields.questionAr,
          answerAr: fields.answerAr,
          questionEn: fields.questionEn.trim() || null,
          answerEn: fields.answerEn.trim() || null,
          acceptedAnswersAr: lines(fields.acceptedAnswersAr),
          acceptedAnswersEn: lines(fields.acceptedAnswersEn),
          imageUrl: fields.imageUrl.trim() || null,
          videoUrl: fields.videoUrl.trim() || null,
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
