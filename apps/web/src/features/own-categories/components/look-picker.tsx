import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { BANK_CATEGORY_ART, OWN_CATEGORY_ICONS, ownCategoryImageUrl, type OwnCategoryLook } from '@app/shared/contracts/own-category-look';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

type Props = {
  value: OwnCategoryLook | null;
  onChange: (look: OwnCategoryLook | null) => void;
  /** What "no picture" shows: the category's first letter, as its tile would. */
  letter: string;
  error?: string;
};

/**
 * A category's picture: none (its first letter), a built-in icon or one of the bank's pictures, as
 * radio buttons. The bank's many pictures open on request (already open when one is chosen).
 */
export function LookPicker({ value, onChange, letter, error }: Props) {
  const { t } = useTranslation('own-play');
  const [artOpen, setArtOpen] = useState(() => value !== null && (BANK_CATEGORY_ART as readonly string[]).includes(value));
  const option = (look: OwnCategoryLook | null, label: string) => {
    const url = ownCategoryImageUrl(look);
    const checked = value === look;
    return (
      <label
        key={look ?? 'none'}
        title={label}
        className={cn(
          'relative flex size-14 cursor-pointer items-center justify-center overflow-hidden rounded-lg border-2 bg-night has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-gold/60',
          checked ? 'border-gold ring-2 ring-gold/50' : 'border-transparent hover:border-emerald/50',
        )}
        data-testid={`look-${look ?? 'none'}`}
      >
        <input type="radio" name="own-category-look" className="sr-only" checked={checked} onChange={() => onChange(look)} aria-label={label} />
        {url ? <img src={url} alt="" loading="lazy" className="size-full object-cover" /> : <span aria-hidden className="pattern-bg flex size-full items-center justify-center font-heading text-xl text-gold">{letter}</span>}
        {checked ? (
          <span aria-hidden className="absolute end-0 top-0 inline-flex size-4 items-center justify-center rounded-es-md bg-gold text-night">
            <Check className="size-3" />
          </span>
        ) : null}
      </label>
    );
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby="own-category-look-hint" data-testid="own-category-look">
      <legend className="text-sm font-semibold">{t('look.legend')}</legend>
      <p id="own-category-look-hint" className="text-sm text-muted">
        {t('look.hint')}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('look.icons')}>
        {option(null, t('look.none'))}
        {OWN_CATEGORY_ICONS.map((icon) => option(icon, t(`look.icon.${icon}`)))}
      </div>
      <details open={artOpen} onToggle={(event) => setArtOpen(event.currentTarget.open)} className="group" data-testid="own-category-art">
        <summary className="inline-flex cursor-pointer items-center gap-1 text-sm font-semibold text-emerald-dark">
          <ChevronDown aria-hidden className="size-4 transition group-open:rotate-180" />
          {t('look.art')}
        </summary>
        {artOpen ? (
          <div className="mt-2 flex max-h-40 flex-wrap gap-2 overflow-y-auto rounded-lg p-0.5" role="group" aria-label={t('look.art')}>
            {BANK_CATEGORY_ART.map((art, index) => option(art, t('look.artLabel', { number: index + 1 })))}
          </div>
        ) : null}
      </details>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
