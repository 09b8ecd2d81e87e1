import { CalendarCheck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useHijriOffset } from '@/lib/site';
import { cn } from '@/lib/cn';
import { useMyPass } from '@/lib/my-pass';
import { passUntilDay } from '../utils/pass-until';

/** "Pass until 12 Rajab / 3 January 2027" while the user's pass is active; nothing otherwise. */
export function PassUntil({ className, testId = 'pass-until' }: { className?: string; testId?: string }) {
  const { t } = useTranslation('store');
  const language = useLanguage();
  const hijriOffset = useHijriOffset();
  const pass = useMyPass();
  if (!pass) return null;
  const day = passUntilDay(pass.until, hijriOffset, language);
  return (
    <span data-testid={testId} title={t('pass.label', { day })} className={cn('inline-flex items-center gap-1.5 rounded-full bg-emerald/10 px-3 py-1 font-bold text-emerald-dark', className)}>
      <CalendarCheck aria-hidden className="size-4 shrink-0" />
      <span>{t('pass.until', { day })}</span>
    </span>
  );
}
