import { Coins, Gift, LayoutGrid, ListChecks, Trophy, Users } from '@/components/icons/light-icons';
import { Navigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button-link';
import { SponsorStrip } from '@/components/ui/sponsor-strip';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useSignupBonus } from '@/lib/site';
import { keepNamesTogether } from '@/lib/keep-together';
import { BoardPreview } from './board-preview';
import { FeaturedOffer } from './featured-offer';
import { NextOccasion } from './next-occasion';

const FACTS = [
  { key: 'categories', icon: LayoutGrid },
  { key: 'questions', icon: ListChecks },
  { key: 'total', icon: Trophy },
  { key: 'teams', icon: Users },
  { key: 'cost', icon: Coins },
  { key: 'bonus', icon: Gift },
] as const;

const LEVELS = [
  { key: 'easy', points: 200 },
  { key: 'medium', points: 400 },
  { key: 'hard', points: 600 },
] as const;

export function Component() {
  const { t } = useTranslation('landing');
  usePageMeta(t('meta.title'), t('meta.description'));
  // Spec route table (DECISIONS 29): a signed-in visitor to / goes straight to the game.
  const { user } = useSession();
  const bonus = useSignupBonus();
  if (user) return <Navigate to="/play" replace />;
  const facts = bonus > 0 ? FACTS : FACTS.filter(({ key }) => key !== 'bonus');
  return (
    <div>
      <section className="pattern-bg bg-night text-ivory">
        {/* Two halves from a laptop's width on: the words, and the board they describe. */}
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:gap-16" data-testid="hero">
          <div className="flex flex-col items-start gap-6">
            <p className="rounded-full bg-gold/20 px-4 py-1 text-sm font-semibold text-gold-light">{t('hero.kicker')}</p>
            <h1 className="max-w-3xl text-4xl font-extrabold leading-tight md:text-6xl" data-testid="hero-title">
              {keepNamesTogether(t('hero.title'))}
            </h1>
            <p className="max-w-2xl text-lg text-ivory/85 md:text-xl">{t('hero.subtitle')}</p>
            <NextOccasion />
            <FeaturedOffer />
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/signup" variant="gold" size="lg">{bonus > 0 ? t('hero.cta', { count: bonus }) : t('hero.ctaNoBonus')}</ButtonLink>
              <ButtonLink to="/play" variant="onDark" size="lg">{t('hero.browse')}</ButtonLink>
            </div>
          </div>
          <BoardPreview />
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="facts-title">
        <h2 id="facts-title" className="mb-8 text-3xl font-extrabold text-emerald-dark">
          {t('facts.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="landing-facts">
          {facts.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-4 rounded-xl border border-emerald/15 bg-white p-5 shadow-sm">
              <Icon aria-hidden className="mt-1 size-7 shrink-0 text-emerald" />
              <div>
                <p className="text-2xl font-extrabold text-night">{key === 'bonus' ? t('facts.bonus.value', { count: bonus }) : t(`facts.${key}.value`)}</p>
                <p className="text-muted">{t(`facts.${key}.label`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <h3 className="mb-4 mt-12 text-2xl font-bold text-emerald-dark">{t('levels.title')}</h3>
        <ul className="grid gap-4 sm:grid-cols-3">
          {LEVELS.map(({ key, points }) => (
            <li key={key} className="rounded-xl bg-night p-5 text-center text-ivory">
              <p className="text-4xl font-extrabold text-gold">{points}</p>
              <p className="mt-1 font-semibold">{t(`levels.${key}`)}</p>
            </li>
          ))}
        </ul>
        <SponsorStrip className="mt-12" />
      </section>
    </div>
  );
}
