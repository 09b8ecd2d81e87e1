import { History } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';

/** On the host's question screen only (never the TV): an own question its player was shown in an earlier game. */
export function PlayedBeforeBadge() {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  return (
    <span
      dir={dir}
      title={t('question.playedBeforeTitle')}
      data-testid="played-before"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-xl border border-ivory/40 px-3 py-1 text-[clamp(0.8rem,0.95vw,1.15rem)] font-semibold text-ivory/85 short:px-1.5 short:text-xs"
    >
      <History aria-hidden className="size-[1.2em]" />
      {t('question.playedBefore')}
    </span>
  );
}
