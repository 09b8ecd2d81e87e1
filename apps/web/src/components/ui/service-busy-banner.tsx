import { RefreshCw } from '@/components/icons/light-icons';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { serviceStatus, useServiceBusy } from '@/lib/service-status';

/**
 * Shown while the server answers 503 service_unavailable (its database is away and it is
 * reconnecting). Try again asks the server and reloads what the page shows. In the page's flow.
 */
export function ServiceBusyBanner() {
  const { t } = useTranslation();
  const busy = useServiceBusy();
  const [trying, setTrying] = useState(false);
  if (!busy) return null;
  const tryAgain = async () => {
    setTrying(true);
    try {
      const health = await fetch('/api/health', { headers: { accept: 'application/json' } });
      if (health.ok) {
        serviceStatus.reportAvailable();
        // Loaded on demand: the query cache is not part of the landing page's download.
        const { queryClient } = await import('@/lib/query-client');
        await queryClient.invalidateQueries();
      }
    } catch {
      // still unreachable: the banner stays
    } finally {
      setTrying(false);
    }
  };
  return (
    <div
      role="status"
      data-testid="service-busy-banner"
      className="flex shrink-0 flex-wrap items-center justify-center gap-3 bg-gold px-4 py-2 text-center font-semibold text-night"
    >
      <span>{t('connection.serviceBusy')}</span>
      <button
        type="button"
        onClick={() => void tryAgain()}
        disabled={trying}
        className="inline-flex items-center gap-2 rounded-md border border-night/40 px-3 py-1 hover:bg-night/10 disabled:opacity-60"
      >
        <RefreshCw aria-hidden className={trying ? 'size-4 animate-spin' : 'size-4'} />
        {t('tryAgain')}
      </button>
    </div>
  );
}
