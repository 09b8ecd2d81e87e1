import { EyeOff, MonitorCheck } from 'lucide-react';
import type { QuestionText } from '@app/shared/question-text';
import { useTranslation } from '@/lib/i18n';
import { textDirOf } from '@/components/game/question-cards';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';

/** The host console's answer (a TV is paired): under the question on the host's own device only. */
export function ConsoleAnswer({ texts }: { texts: QuestionText }) {
  const { t } = useTranslation('tv');
  const game = useTranslation('game');
  const dir = useTextDir();
  return (
    <section className="w-full max-w-[80vw] shrink-0 rounded-2xl border-2 border-dashed border-gold/70 bg-night px-[2vw] py-[1.5vh] text-center short:py-1" data-testid="console-answer">
      <h2 dir={dir} className="flex items-center justify-center gap-2 text-[clamp(0.85rem,1vw,1.3rem)] font-bold uppercase tracking-widest text-gold short:text-[0.7rem]">
        <EyeOff aria-hidden className="size-[1.2em]" />
        {t('consoleAnswer')}
      </h2>
      <p lang={texts.language} dir={textDirOf(texts.language)} className="mt-1 font-heading text-[clamp(1.4rem,min(2.2vw,4.5vh),3rem)] font-extrabold text-white short:mt-0 short:text-lg short:leading-snug" data-testid="console-answer-text">
        {texts.answer}
      </p>
      {texts.accepted.length > 0 ? (
        <p dir={dir} className="mt-1 text-[clamp(0.9rem,1.1vw,1.4rem)] text-ivory/85 short:mt-0" data-testid="console-accepted">
          <span className="font-semibold text-gold">{game.t('answer.alsoAccept')} </span>
          <bdi lang={texts.language} dir={textDirOf(texts.language)}>
            {texts.accepted.join(texts.language === 'ar' ? '، ' : ', ')}
          </bdi>
        </p>
      ) : null}
    </section>
  );
}

/** In the header while a TV is paired: the host knows the room does not see the answer. */
export function TvConnectedBadge() {
  const { t } = useTranslation('tv');
  const dir = useTextDir();
  return (
    <span
      dir={dir}
      title={t('consoleBadge')}
      data-testid="tv-connected"
      className="inline-flex shrink-0 items-center gap-2 rounded-xl border border-team1/60 px-3 py-1 text-[clamp(0.8rem,0.9vw,1.1rem)] font-semibold text-team1 short:px-1.5"
    >
      <MonitorCheck aria-hidden className="size-5" />
      <span className="hidden xl:inline">{t('consoleBadge')}</span>
    </span>
  );
}
