import { Check, Languages } from '@/components/icons/light-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { switchLanguage, useTranslation } from '@/lib/i18n';
import type { Language } from '@app/shared/constants';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';

const OPTIONS: { value: Language; label: string }[] = [
  { value: 'ar', label: 'العربية' },
  { value: 'en', label: 'English' },
];

/** Language menu (Arabic / English). Hand-written so the landing page stays light. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const visibleLabel = OPTIONS.find((option) => option.value === language)!.label;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    root.current?.querySelector<HTMLButtonElement>('[role="menuitemradio"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const choose = async (value: Language) => {
    setOpen(false);
    await switchLanguage(value);
    toast.success(i18n.t(value === 'en' ? 'languageChangedEn' : 'languageChangedAr', { lng: value }), { inline: true });
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="language-switch"
        // The name holds the visible label ("English"), then says what the button is for.
        aria-label={`${visibleLabel}, ${t('language')}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-current/25 px-3 text-sm font-semibold',
          className,
        )}
      >
        <Languages aria-hidden className="size-4" />
        <span lang={language}>{visibleLabel}</span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute end-0 top-full z-50 mt-2 min-w-40 rounded-lg border border-emerald/20 bg-white p-1 text-ink shadow-lg"
        >
          {OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === language}
              lang={option.value}
              onClick={() => void choose(option.value)}
              className="flex w-full cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-start hover:bg-emerald/10 focus:bg-emerald/10"
            >
              {option.label}
              {option.value === language ? <Check aria-hidden className="size-4 text-emerald" /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
