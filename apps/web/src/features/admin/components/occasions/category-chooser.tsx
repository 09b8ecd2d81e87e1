import { X } from 'lucide-react';
import { useState } from 'react';
import { foldSearchText } from '@app/shared/search-text';
import { OCCASION_CATEGORIES_MAX, type OccasionCategoryChoice } from '@app/shared/contracts/occasions';
import { inputClass } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

/**
 * The categories of an occasion, in order (the first 6 that can be played make its board): the
 * chosen ones as numbered chips, then every playable category of the bank to tick, with a filter.
 */
export function CategoryChooser({
  id,
  choices,
  value,
  onChange,
  error,
}: {
  id: string;
  choices: readonly OccasionCategoryChoice[];
  value: readonly string[];
  onChange: (slugs: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [filter, setFilter] = useState('');
  const bySlug = new Map(choices.map((choice) => [choice.slug, choice]));
  const nameOf = (slug: string) => {
    const choice = bySlug.get(slug);
    return choice ? (language === 'ar' ? choice.nameAr : choice.nameEn) : slug;
  };
  const playable = choices.filter((choice) => choice.playable);
  const wanted = foldSearchText(filter);
  const shown = wanted ? playable.filter((choice) => foldSearchText(`${choice.nameEn} ${choice.nameAr} ${choice.slug}`).includes(wanted)) : playable;
  const toggle = (slug: string) => onChange(value.includes(slug) ? value.filter((s) => s !== slug) : [...value, slug]);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : `${id}-count`} data-testid={id}>
      <legend className="mb-1 text-sm font-semibold text-ink">{t('occasions.fields.categories')}</legend>
      <ol className="flex flex-wrap gap-2" data-testid={`${id}-chosen`}>
        {value.map((slug, index) => (
          <li key={slug} className="inline-flex items-center gap-1 rounded-full border border-emerald/30 bg-emerald/5 py-0.5 ps-3 pe-1 text-sm">
            <span className="font-semibold text-emerald-dark">{index + 1}.</span> {nameOf(slug)}
            {bySlug.get(slug)?.playable === false || !bySlug.has(slug) ? <span className="text-danger">({t('occasions.notPlayable')})</span> : null}
            <button type="button" onClick={() => toggle(slug)} aria-label={`${t('occasions.remove')} ${nameOf(slug)}`} className="rounded-full p-1 hover:bg-emerald/10">
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        ))}
      </ol>
      <p id={`${id}-count`} className="text-sm text-muted">
        {t('occasions.chosen', { count: value.length })}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" data-testid={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      {playable.length === 0 ? (
        <p className="text-sm text-danger">{t('occasions.noCategories')}</p>
      ) : (
        <>
          <input
            type="search"
            className={`${inputClass} h-9 max-w-sm text-sm`}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('occasions.filter')}
            aria-label={t('occasions.filter')}
            data-testid={`${id}-filter`}
          />
          <ul className="grid max-h-64 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-emerald/15 p-2 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((choice) => (
              <li key={choice.slug}>
                <label className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-emerald/5">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-emerald"
                    checked={value.includes(choice.slug)}
                    disabled={!value.includes(choice.slug) && value.length >= OCCASION_CATEGORIES_MAX}
                    onChange={() => toggle(choice.slug)}
                    data-slug={choice.slug}
                  />
                  {language === 'ar' ? choice.nameAr : choice.nameEn}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
