import { Smartphone } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/**
 * Covers the page on phones held upright (portrait, narrower than the 768 px breakpoint).
 * Pure CSS, so it appears before any script decides and follows every rotation.
 */
export function RotatePrompt() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="rotate-prompt"
      className="fixed inset-0 z-[100] hidden flex-col items-center justify-center gap-6 bg-night p-8 text-center text-ivory [@media(orientation:portrait)_and_(max-width:767px)]:flex"
    >
      <Smartphone aria-hidden className="size-16 rotate-90 text-gold" />
      <p className="max-w-xs text-xl font-semibold">{t('rotatePrompt')}</p>
    </div>
  );
}
