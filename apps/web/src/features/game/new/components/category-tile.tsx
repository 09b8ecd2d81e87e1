import { Check, Info, Lock } from 'lucide-react';
import type { CategoryListItem } from '@app/shared/contracts/content';
import { useTranslation } from '@/lib/i18n';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { SharedBy } from './shared-by';

type Props = {
  category: CategoryListItem;
  name: string;
  description: string;
  /** 1-based position in the selection, or null when not selected. */
  selectedNumber: number | null;
  exhausted: boolean;
  onToggle: () => void;
  /** Above the fold when the page opens (the first group): loaded at once, the first one with high priority. */
  priority?: 'high' | 'eager';
  /** A user's own category: what its badge and popover say instead of used-up and remaining games. */
  own?: { lockedLabel: string; note: string; author?: string };
};

/** A category to pick: image, name, selection mark, and an info popover (description, remaining games). */
export function CategoryTile({ category, name, description, selectedNumber, exhausted, onToggle, priority, own }: Props) {
  const { t } = useTranslation('play');
  const selected = selectedNumber !== null;
  return (
    <div className="relative" data-testid={`category-${category.slug}`}>
      <button
        type="button"
        onClick={onToggle}
        aria-pressed={selected}
        aria-disabled={exhausted || undefined}
        data-exhausted={exhausted || undefined}
        className={cn(
          'group flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-white text-start shadow-sm transition short:flex-row short:items-center',
          selected ? 'border-gold ring-4 ring-gold/40' : 'border-transparent hover:border-emerald/40',
          exhausted && 'cursor-not-allowed opacity-60 grayscale',
        )}
      >
        {/* Square like the category art, and held square before the image arrives (no shift when it does).
            On a short screen (a phone held sideways) a thumbnail beside the name: a row of tiles fits under the heading. */}
        <span className="relative block aspect-square w-full overflow-hidden bg-night short:w-14 short:shrink-0">
          {category.imageUrl ? (
            <img
              src={category.imageUrl}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority === 'high' ? 'high' : undefined}
              className="size-full object-cover"
            />
          ) : (
            <span aria-hidden className="pattern-bg flex size-full items-center justify-center font-heading text-4xl text-gold">
              {name.slice(0, 1)}
            </span>
          )}
          {selected ? (
            <span className="absolute start-2 top-2 inline-flex size-8 items-center justify-center rounded-full bg-gold font-bold text-night shadow">
              <span className="sr-only">{t('selectedBadge', { number: selectedNumber })}</span>
              <span aria-hidden>{selectedNumber}</span>
            </span>
          ) : null}
          {exhausted ? (
            <span className="absolute inset-x-2 bottom-2 inline-flex items-center justify-center gap-1 rounded-md bg-night/85 px-2 py-1 text-xs font-bold text-ivory">
              <Lock aria-hidden className="size-3.5" />
              {/* A thumbnail on a short screen has room for the lock only: the tile's popover says what is missing. */}
              {own ? <span className="short:sr-only">{own.lockedLabel}</span> : t('exhaustedBadge')}
            </span>
          ) : null}
        </span>
        <span className="flex min-h-14 items-center gap-2 px-3 py-2 short:min-h-0 short:px-2 short:pe-10 short:text-sm">
          {selected ? <Check aria-hidden className="size-4 shrink-0 text-emerald" /> : null}
          {own?.author ? (
            <span className="flex min-w-0 flex-col">
              <span className="line-clamp-2 font-semibold leading-snug" dir="auto">
                {name}
              </span>
              <SharedBy author={own.author} />
            </span>
          ) : (
            <span className="line-clamp-2 font-semibold leading-snug" dir={own ? 'auto' : undefined}>
              {name}
            </span>
          )}
        </span>
      </button>
      <Popover>
        <PopoverTrigger
          aria-label={t('infoLabel', { name })}
          data-testid={`category-info-${category.slug}`}
          className="absolute end-2 top-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-full bg-white/90 text-emerald-dark shadow hover:bg-white short:top-1/2 short:-translate-y-1/2"
        >
          <Info aria-hidden className="size-5" />
        </PopoverTrigger>
        <PopoverContent>
          <p className="font-heading font-bold">{name}</p>
          {description ? <p className="mt-2 text-sm leading-relaxed">{description}</p> : null}
          {own ? (
            <p className={cn('mt-3 text-sm font-semibold', exhausted ? 'text-danger' : 'text-emerald-dark')} data-testid="own-category-note">
              {own.note}
            </p>
          ) : (
            <>
              {exhausted ? <p className="mt-2 text-sm font-semibold text-danger">{t('exhaustedNote')}</p> : null}
              <p className="mt-3 text-sm font-semibold text-emerald-dark" data-testid="remaining-games">
                {t('remaining', { count: category.remainingGames })}
              </p>
            </>
          )}
        </PopoverContent>
      </Popover>
    </div>
  );
}
