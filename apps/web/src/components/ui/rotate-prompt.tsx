import { Smartphone } from 'lucide-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useHydrated } from '@/render/hydration';
import { useTranslation } from '@/lib/i18n';

/** For a layout's content: not painted while the prompt covers it (a phone held upright), so it costs nothing there. */
export const COVERED_BY_ROTATE_PROMPT = 'upright:hidden';
/** The `upright` variant of styles/index.css, for scripts. */
const COVERED_QUERY = '(orientation: portrait) and (max-width: 767px)';

/**
 * False while a phone held upright has only ever shown the prompt, so a layout need not build a
 * page nobody can see yet; true from the first moment the page can be seen, and then for good
 * (turning the phone upright again keeps what is on the page).
 */
export function useSeenOnce(): boolean {
  // A page the server rendered is already built (and hidden by CSS on a phone held upright).
  const hydrated = useHydrated();
  const [seen, setSeen] = useState(() => !hydrated || !globalThis.matchMedia?.(COVERED_QUERY).matches);
  useEffect(() => {
    if (seen) return;
    const media = globalThis.matchMedia(COVERED_QUERY);
    const onChange = () => {
      if (!media.matches) setSeen(true);
    };
    media.addEventListener('change', onChange);
    onChange(); // turned between the first render and now
    return () => media.removeEventListener('change', onChange);
  }, [seen]);
  return seen;
}

/** The copy a signed-in page's shell (scripts/prerender.ts) shows before the app runs; the app's own replaces it. */
export const BOOT_ROTATE_PROMPT_ID = 'boot-rotate-prompt';

/**
 * Covers the page on phones held upright (portrait, narrower than the 768 px breakpoint).
 * Pure CSS, so it appears before any script decides and follows every rotation; the signed-in
 * pages' shells carry a copy (`boot`) so a phone shows it before the app has run.
 */
export function RotatePrompt({ boot = false }: { boot?: boolean }) {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    if (!boot) document.getElementById(BOOT_ROTATE_PROMPT_ID)?.remove();
  }, [boot]);
  return (
    <div
      id={boot ? BOOT_ROTATE_PROMPT_ID : undefined}
      data-testid={boot ? BOOT_ROTATE_PROMPT_ID : 'rotate-prompt'}
      className="fixed inset-0 z-[100] hidden flex-col items-center justify-center gap-6 bg-night p-8 text-center text-ivory upright:flex"
    >
      <Smartphone aria-hidden className="size-16 rotate-90 text-gold" />
      <p className="max-w-xs text-xl font-semibold">{t('rotatePrompt')}</p>
    </div>
  );
}
