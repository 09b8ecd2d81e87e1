import { useTranslation } from '@/lib/i18n';

/** Under a shared category's name on its tile: who wrote it (their display name, kept in its own direction). */
export function SharedBy({ author }: { author: string }) {
  const { t } = useTranslation('own-play');
  return (
    <span className="truncate text-xs text-muted" data-testid="tile-author">
      {t('by', { author: `\u2068${author}\u2069` })}
    </span>
  );
}
