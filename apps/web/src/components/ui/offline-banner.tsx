import { WifiOff } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useConnection } from '@/lib/connection-status';

/** Shown while the connection is lost (spec 'Offline mode'): nothing is lost, actions wait. In the page's flow, so it covers no control. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useConnection();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex shrink-0 items-center justify-center gap-3 bg-danger px-4 py-2 text-center font-semibold text-white"
    >
      <WifiOff aria-hidden className="size-5 shrink-0" />
      {t('connection.offlineBanner')}
    </div>
  );
}
