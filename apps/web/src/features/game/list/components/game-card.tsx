import { Trophy } from 'lucide-react';
import type { GameSummary } from '@app/shared/contracts/games';
import { MAX_CATEGORIES_PER_GAME } from '@app/shared/constants';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useLocalDates } from '@/lib/use-local-dates';
import { GameCardActions } from './game-actions';

export function gameDisplayName(game: GameSummary, fallback: (id: number) => string): string {
  return game.name.trim() || fallback(game.id);
}

type Props = {
  game: GameSummary;
  /** The card's summary opens the options dialog (spec); Reset Game opens it at its confirmation. */
  onOpen: (step: 'options' | 'confirm') => void;
};

/**
 * One game on My games: name, date, six category thumbnails, teams and scores (a tap opens the
 * options), and under them the options themselves, so a game is one tap from where it goes.
 */
export function GameCard({ game, onOpen }: Props) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const dates = useLocalDates();
  const name = gameDisplayName(game, (id) => t('fallbackName', { id }));
  const hasState = game.scores !== null;
  // The game's own categories, however many it has; six unknown slots when its state is unreadable.
  const slots = hasState ? game.categories : Array.from({ length: MAX_CATEGORIES_PER_GAME }, () => undefined);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-emerald/15 bg-white shadow-sm transition hover:border-emerald/40 hover:shadow-md">
      <button
        type="button"
        onClick={() => onOpen('options')}
        aria-haspopup="dialog"
        data-testid={`game-card-${game.id}`}
        className="flex w-full flex-1 cursor-pointer flex-col gap-4 rounded-t-2xl p-5 pb-3 text-start"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-bold text-emerald-dark" dir="auto" data-testid="game-card-name">
              {name}
            </h2>
            <p className="text-sm text-muted" data-testid="game-card-date">
              {t('createdOn', { date: dates.dateTime(game.createdAt) })}
            </p>
          </div>
          {game.finished ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-gold/20 px-2.5 py-1 text-xs font-bold text-night">
              <Trophy aria-hidden className="size-3.5" />
              {t('finished')}
            </span>
          ) : null}
        </div>
        <ul aria-label={t('categoriesLabel')} className="grid grid-cols-6 gap-1.5">
          {slots.map((category, index) => (
            <li
              key={index}
              className="flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-night text-sm font-bold text-gold"
              title={category ? (language === 'ar' ? category.nameAr : category.nameEn) : undefined}
            >
              {category?.imageUrl ? (
                <img src={category.imageUrl} alt={language === 'ar' ? category.nameAr : category.nameEn} loading="lazy" className="size-full object-cover" />
              ) : (
                <span aria-hidden>{hasState ? index + 1 : t('unknownScore')}</span>
              )}
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-2">
          {([0, 1] as const).map((index) => {
            const score = game.scores?.[index];
            return (
              <div
                key={index}
                className={cn(
                  'flex min-w-0 items-center justify-between gap-2 rounded-lg border-s-4 bg-ivory px-3 py-2',
                  index === 0 ? 'border-team1' : 'border-team2',
                )}
              >
                <dt className="truncate font-semibold" dir="auto">
                  {game.teamNames[index]}
                </dt>
                <dd className="font-heading text-lg font-extrabold tabular-nums" data-testid={`game-card-score-${index + 1}`}>
                  <bdi>{score ?? t('unknownScore')}</bdi>
                </dd>
              </div>
            );
          })}
        </dl>
      </button>
      <GameCardActions game={game} onReset={() => onOpen('confirm')} />
    </article>
  );
}

export function GameCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4 rounded-2xl border border-emerald/10 bg-white p-5" data-testid="game-card-skeleton">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <div className="grid grid-cols-6 gap-1.5">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    </div>
  );
}
