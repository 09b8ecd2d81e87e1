import { TriangleAlert } from 'lucide-react';
import { DIFFICULTIES } from '@app/shared/constants';
import type { AdminCategory } from '@app/shared/contracts/admin';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

/**
 * Why players do not see a category that cannot fill a game, e.g. "Not shown to players: needs 1
 * more easy question"; nothing when it has enough active questions of every difficulty.
 */
export function CategoryShortfall({ category, testId }: { category: AdminCategory; testId: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const missing = DIFFICULTIES.filter((difficulty) => category.missingForGame[difficulty] > 0).map((difficulty) =>
    t(`studio.categories.missing.${difficulty}`, { count: category.missingForGame[difficulty] }),
  );
  if (missing.length === 0) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm font-semibold text-danger" data-testid={testId}>
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{t('studio.categories.notShown', { missing: new Intl.ListFormat(language, { type: 'conjunction' }).format(missing) })}</span>
    </p>
  );
}
