import { Save, X } from 'lucide-react';
import { useMemo } from 'react';
import { CONTENT_LIMITS, DIFFICULTIES, type Difficulty } from '@app/shared/constants';
import { ownQuestionRequestSchema, type OwnCategoryLanguage, type OwnQuestion, type OwnQuestionRequest } from '@app/shared/contracts/own-categories';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorIn, requestResolver, showFieldErrors, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';

type TextField = 'questionAr' | 'answerAr' | 'acceptedAnswersAr' | 'questionEn' | 'answerEn' | 'acceptedAnswersEn';
type Values = Record<TextField | 'source', string> & { difficulty: Difficulty };

/** The texts of each language, in the order written: the question, its answer, the other answers accepted. */
const TEXTS = {
  ar: [
    { name: 'questionAr', rows: 2, maxLength: CONTENT_LIMITS.question },
    { name: 'answerAr', rows: 0, maxLength: CONTENT_LIMITS.answer },
    { name: 'acceptedAnswersAr', rows: 2, maxLength: undefined },
  ],
  en: [
    { name: 'questionEn', rows: 2, maxLength: CONTENT_LIMITS.question },
    { name: 'answerEn', rows: 0, maxLength: CONTENT_LIMITS.answer },
    { name: 'acceptedAnswersEn', rows: 2, maxLength: undefined },
  ],
} as const satisfies Record<'ar' | 'en', readonly { name: TextField; rows: number; maxLength: number | undefined }[]>;

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function valuesOf(question: OwnQuestion | null, difficulty: Difficulty): Values {
  return {
    difficulty: question?.difficulty ?? difficulty,
    questionAr: question?.questionAr ?? '',
    answerAr: question?.answerAr ?? '',
    acceptedAnswersAr: question?.acceptedAnswersAr.join('\n') ?? '',
    questionEn: question?.questionEn ?? '',
    answerEn: question?.answerEn ?? '',
    acceptedAnswersEn: question?.acceptedAnswersEn.join('\n') ?? '',
    source: question?.source ?? '',
  };
}

type Props = {
  language: OwnCategoryLanguage;
  /** The question to change, or null for a new one (of `defaultDifficulty`). */
  question: OwnQuestion | null;
  defaultDifficulty: Difficulty;
  pending: boolean;
  onSubmit: (body: OwnQuestionRequest) => Promise<unknown>;
  onClose: () => void;
};

const toBody = (values: Values): OwnQuestionRequest => ({
  difficulty: values.difficulty,
  questionAr: values.questionAr,
  answerAr: values.answerAr,
  acceptedAnswersAr: lines(values.acceptedAnswersAr),
  questionEn: values.questionEn,
  answerEn: values.answerEn,
  acceptedAnswersEn: lines(values.acceptedAnswersEn),
  source: values.source,
});

/** One question of an own category: the bank's fields and limits, in the category's language(s), checked with the server's schema. */
export function QuestionForm({ language, question, defaultDifficulty, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation('mine');
  const resolver = useMemo(() => requestResolver(ownQuestionRequestSchema(language), toBody), [language]);
  const form = useForm<Values, unknown, OwnQuestionRequest>({ resolver, defaultValues: valuesOf(question, defaultDifficulty) });
  const errorOf = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const languages = language === 'both' ? (['ar', 'en'] as const) : ([language] as const);

  const submit = form.handleSubmit((body) => onSubmit(body).catch((error: unknown) => showFieldErrors(form.setError, error)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 rounded-xl border-2 border-emerald/30 bg-white p-4" data-testid="own-question-form">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-emerald-dark">{t(question ? 'question.editTitle' : 'question.newTitle')}</h3>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden />
          {t('question.close')}
        </Button>
      </div>
      <FormField id="own-question-difficulty" label={t('question.difficulty')} error={errorOf('difficulty')} className="sm:max-w-xs">
        <Select
          {...fieldProps('own-question-difficulty', { error: errorOf('difficulty') })}
          options={DIFFICULTIES.map((d) => [d, t(`question.difficulties.${d}`)] as const)}
          {...form.register('difficulty')}
        />
      </FormField>
      <div className={languages.length === 2 ? 'grid gap-4 md:grid-cols-2' : 'flex flex-col gap-4'}>
        {languages.map((textLanguage) => (
          <div key={textLanguage} className="flex flex-col gap-3" lang={textLanguage} dir={textLanguage === 'ar' ? 'rtl' : 'ltr'}>
            {TEXTS[textLanguage].map(({ name, rows, maxLength }) => {
              const id = `own-${name}`;
              const common = {
                ...fieldProps(id, { error: errorOf(name) }),
                maxLength,
                dir: textLanguage === 'ar' ? 'rtl' : 'ltr',
                lang: textLanguage,
                ...form.register(name),
              };
              return (
                <FormField key={name} id={id} label={t(`question.${name}`)} error={errorOf(name)}>
                  {rows ? (
                    <Textarea {...common} rows={rows} />
                  ) : (
                    <Input {...common} autoComplete="off" />
                  )}
                </FormField>
              );
            })}
          </div>
        ))}
      </div>
      <FormField id="own-question-source" label={t('question.source')} error={errorOf('source')}>
        <Input
          {...fieldProps('own-question-source', { error: errorOf('source') })}
          maxLength={CONTENT_LIMITS.source}
          dir="auto"
          {...form.register('source')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} data-testid="own-question-save">
          <Save aria-hidden />
          {t('question.save')}
        </Button>
      </div>
    </form>
  );
}
