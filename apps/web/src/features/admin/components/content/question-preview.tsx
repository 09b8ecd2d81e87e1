import type { Language } from '@app/shared/constants';
import type { AdminQuestion } from '@app/shared/contracts/admin';
import { questionText } from '@app/shared/question-text';
import { AnswerCard, QuestionCard } from '@/components/game/question-cards';
import { useTranslation } from '@/lib/i18n';

type Previewed = Pick<
  AdminQuestion,
  'questionAr' | 'answerAr' | 'questionEn' | 'answerEn' | 'acceptedAnswersAr' | 'acceptedAnswersEn' | 'imageUrl' | 'videoUrl'
>;

/** The question and answer screens' middle, as the board shows them to a player of each language. */
export function QuestionPreview({ question, categoryTitle }: { question: Previewed; categoryTitle: string }) {
  const { t } = useTranslation('admin');
  const detail = { id: 0, categoryId: 0, difficulty: 'easy' as const, points: 0, ...question };
  return (
    <div className="flex flex-col gap-3" data-testid="question-preview">
      <p className="text-sm font-semibold">
        {t('studio.preview.title')} <span className="font-normal text-muted">{t('studio.preview.intro')}</span>
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        {(['ar', 'en'] as const satisfies readonly Language[]).map((language) => {
          const texts = questionText(detail, language);
          return (
            <div key={language} className="flex flex-col gap-2" data-testid={`preview-${language}`}>
              <p className="text-xs font-bold">
                {t(`studio.preview.${language}`)}
                {language === 'en' && texts.language === 'ar' ? <span className="ms-2 font-normal text-muted">{t('studio.preview.arabicShown')}</span> : null}
              </p>
              {(['question', 'answer'] as const).map((screen) => (
                <div key={screen} className="flex flex-col gap-1">
                  <p className="text-xs text-muted">{t(`studio.preview.${screen}`)}</p>
                  <div dir="ltr" className="flex min-h-40 flex-col items-center justify-center gap-3 overflow-hidden rounded-xl bg-night p-4 text-ivory">
                    {screen === 'question' ? (
                      <QuestionCard texts={texts} media={detail} categoryTitle={categoryTitle} />
                    ) : (
                      <AnswerCard texts={texts} />
                    )}
                  </div>
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
