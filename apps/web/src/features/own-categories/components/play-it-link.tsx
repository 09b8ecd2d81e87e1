import { Play } from 'lucide-react';
import type { OwnCategorySummary } from '@app/shared/contracts/own-categories';
import { ButtonLink } from '@/components/ui/button-link';
import { useTranslation } from '@/lib/i18n';

/** /play with this category already chosen in the Create bar. */
export const playPath = (categoryId: number) => `/play?category=${categoryId}`;

/** "Play it" on a playable category of My categories. */
export function PlayItLink({ category }: { category: Pick<OwnCategorySummary, 'id' | 'name'> }) {
  const { t } = useTranslation('own-play');
  return (
    <ButtonLink to={playPath(category.id)} size="sm" aria-label={t('playItLabel', { name: category.name })} data-testid="own-category-play">
      <Play aria-hidden className="flip-rtl" />
      {t('playIt')}
    </ButtonLink>
  );
}
