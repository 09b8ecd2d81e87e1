import type { QuestionDetail } from '@app/shared/contracts/content';
import type { QuestionText } from '@app/shared/question-text';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { QuestionVideo } from './question-video';

type Texts = QuestionText;

/** A text's own direction: a question reads in its language's even where the interface reads the other way. */
export const textDirOf = (language: QuestionText['language']) => (language === 'ar' ? 'rtl' : 'ltr');

/** The middle of the board's question screen: the question, and its picture or video. The console's preview shows the same. */
export function QuestionCard({
  texts,
  media,
  categoryTitle,
}: {
  texts: Texts;
  media: Pick<QuestionDetail, 'imageUrl' | 'videoUrl'>;
  categoryTitle: string;
}) {
  const { t } = useTranslation('game');
  return (
    <>
      <div className="w-full max-w-[80vw] animate-tile-open rounded-3xl border border-gold/30 bg-night-2/80 px-[3vw] py-[4vh] shadow-2xl short:rounded-2xl short:py-2">
        <h1
          lang={texts.language}
          dir={textDirOf(texts.language)}
          data-testid="question-text"
          className="text-center font-heading text-[clamp(1.75rem,min(2.8vw,5vh),4.25rem)] font-bold leading-[1.6] text-white short:text-xl short:leading-snug"
        >
          {texts.question}
        </h1>
      </div>
      {media.imageUrl ? <img src={media.imageUrl} alt={t('question.imageAlt')} className="max-h-[30vh] rounded-2xl object-contain" /> : null}
      {media.videoUrl ? <QuestionVideo url={media.videoUrl} title={t('video.title', { category: categoryTitle })} /> : null}
    </>
  );
}

/** The middle of the answer screen: the question small, the answer large, and the answers also accepted. */
export function AnswerCard({ texts }: { texts: Texts }) {
  const { t } = useTranslation('game');
  // Game pages keep a left-to-right layout; interface text reads in the player's direction.
  const dir = useLanguage() === 'ar' ? 'rtl' : 'ltr';
  return (
    <>
      <p lang={texts.language} dir={textDirOf(texts.language)} className="max-w-[70vw] text-center text-[clamp(1.1rem,1.5vw,2rem)] leading-relaxed text-ivory/70" data-testid="answer-question-text">
        {texts.question}
      </p>
      <div className="w-full max-w-[80vw] animate-rise rounded-3xl border-2 border-gold bg-night-2 px-[3vw] py-[4vh] text-center shadow-2xl">
        <h1 dir={dir} className="mb-[2vh] text-[clamp(1rem,1.3vw,1.75rem)] font-bold uppercase tracking-widest text-gold">{t('answer.title')}</h1>
        <p
          lang={texts.language}
          dir={textDirOf(texts.language)}
          data-testid="answer-text"
          className="font-heading text-[clamp(1.8rem,min(2.8vw,4.8vh),4rem)] font-extrabold leading-[1.5] text-white"
        >
          {texts.answer}
        </p>
        {texts.accepted.length > 0 ? (
          <div
            dir={dir}
            data-testid="accepted-answers"
            className="mt-[2.5vh] flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-[clamp(0.95rem,1.15vw,1.6rem)]"
          >
            <span className="font-semibold text-gold">{t('answer.alsoAccept')}</span>
            <ul className="flex flex-wrap justify-center gap-2">
              {texts.accepted.map((answer) => (
                <li key={answer} lang={texts.language} dir={textDirOf(texts.language)} className="rounded-lg border border-ivory/25 px-3 py-0.5 text-ivory/90">
                  {answer}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </>
  );
}
