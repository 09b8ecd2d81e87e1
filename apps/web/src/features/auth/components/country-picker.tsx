import { Check, ChevronDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Language } from '@app/shared/constants';
import { findCountry, searchCountries, type Country } from '@app/shared/countries';
import { CountryFlag } from '@/components/ui/country-flag';
import { inputClass } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** Spec: up to 20 flag images are preloaded; the rest load as they scroll into view. */
const EAGER_FLAGS = 20;

const countryName = (country: Country, language: Language) => (language === 'ar' ? country.nameAr : country.nameEn);

/**
 * Searchable country list (name in either language, ISO or dial code), with flags and dial codes.
 * A combobox: the trigger opens a search box; arrows move, Enter picks, Escape closes.
 */
export function CountryPicker({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  nextFieldId,
}: {
  id: string;
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** The field a chosen country leads to (the phone number); closing without a choice goes back to the picker. */
  nextFieldId?: string;
}) {
  const { t, i18n } = useTranslation('auth');
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const chosen = useRef(false);
  // Searched only while the list is open (a closed picker renders no list).
  const results = useMemo(() => (open ? searchCountries(query, language) : []), [open, query, language]);
  const selected = findCountry(value);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery('');
      const index = searchCountries('', language).findIndex((c) => c.iso === value);
      setActive(Math.max(index, 0));
      requestAnimationFrame(() => scrollToOption(Math.max(index, 0), 'center'));
    } else {
      onBlur?.();
    }
  };

  const scrollToOption = (index: number, block: ScrollLogicalPosition = 'nearest') => {
    listRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block });
  };

  const choose = (country: Country) => {
    chosen.current = true;
    onChange(country.iso);
    openChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = Math.min(Math.max(active + (event.key === 'ArrowDown' ? 1 : -1), 0), results.length - 1);
      setActive(next);
      scrollToOption(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = results[active];
      if (country) choose(country);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid="country-picker"
          className={cn(inputClass, 'flex cursor-pointer items-center gap-3 text-start')}
        >
          {selected ? (
            <>
              <CountryFlag iso={selected.iso} />
              <span className="min-w-0 flex-1 truncate">{countryName(selected, language)}</span>
              <bdi dir="ltr" className="text-muted">
                {selected.dialCode}
              </bdi>
            </>
          ) : (
            <span className="flex-1 text-muted">{t('country.select')}</span>
          )}
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            chosen.current = false;
            (event.currentTarget as HTMLElement | null)?.querySelector('input')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const next = chosen.current && nextFieldId ? document.getElementById(nextFieldId) : null;
            if (!next) return;
            event.preventDefault();
            next.focus();
          }}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-72 rounded-xl border border-emerald/20 bg-white p-2 text-ink shadow-xl"
        >
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
            <input
              type="search"
              role="searchbox"
              aria-label={t('country.search')}
              aria-controls={listId}
              aria-activedescendant={results[active] ? `${listId}-${results[active].iso}` : undefined}
              placeholder={t('country.search')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
                listRef.current?.scrollTo({ top: 0 });
              }}
              onKeyDown={onKeyDown}
              data-testid="country-search"
              className={cn(inputClass, 'ps-9')}
            />
          </div>
          {results.length === 0 ? (
            <p data-testid="country-empty" className="px-3 py-6 text-center text-muted">
              {t('country.empty')}
            </p>
          ) : (
            <ul ref={listRef} id={listId} role="listbox" aria-label={t('fields.country')} className="mt-2 max-h-[250px] overflow-y-auto">
              {results.map((country, index) => (
                <li
                  key={country.iso}
                  id={`${listId}-${country.iso}`}
                  role="option"
                  aria-selected={country.iso === value}
                  data-index={index}
                  data-testid={`country-option-${country.iso}`}
                  onPointerMove={() => setActive(index)}
                  onClick={() => choose(country)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2',
                    index === active && 'bg-emerald/10',
                  )}
                >
                  <CountryFlag iso={country.iso} eager={index < EAGER_FLAGS} />
                  <span className="min-w-0 flex-1 truncate">{countryName(country, language)}</span>
                  <bdi dir="ltr" className="text-sm text-muted">
                    {country.dialCode}
                  </bdi>
                  {country.iso === value ? <Check aria-hidden className="size-4 text-emerald" /> : null}
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
