import type { ConnectionQuality } from '@app/shared/presence';
import { useTranslation } from '@/lib/i18n';
import { useConnection } from '@/lib/connection-status';
import { cn } from '@/lib/cn';

const BARS: Record<ConnectionQuality, number> = { excellent: 4, good: 3, fair: 2, poor: 1, unknown: 0, offline: 0 };

/** Four bars for the connection's quality, with the value in words for screen readers. */
export function ConnectionIndicator({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { quality } = useConnection();
  const label = t('connection.label', { quality: t(`connection.quality.${quality}`) });
  const lit = BARS[quality];
  return (
    <span role="img" aria-label={label} title={label} data-testid="connection-indicator" data-quality={quality} className={cn('inline-flex h-5 items-end gap-0.5', className)}>
      {[1, 2, 3, 4].map((bar) => (
        <span
          key={bar}
          aria-hidden
          style={{ height: `${bar * 25}%` }}
          className={cn('w-1 rounded-sm', quality === 'offline' ? 'bg-danger' : bar <= lit ? 'bg-current' : 'bg-current opacity-25')}
        />
      ))}
    </span>
  );
}
