import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { usePlayersOnline } from '../api/presence/get-players-online';
import { ConsoleSection, LoadFailed } from './console-section';

/** How many players are here now, and each player's state, connection and last activity. */
export function PlayersOnline() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const presence = usePlayersOnline();
  return (
    <ConsoleSection id="presence" title={t('presence.title')} intro={t('presence.intro')}>
      {presence.isPending ? (
        <Skeleton className="h-16" />
      ) : presence.isError ? (
        <LoadFailed onRetry={() => void presence.refetch()} />
      ) : (
        <>
          <p className="mb-3 text-lg font-bold" data-testid="online-now">
            {t('presence.onlineNow', { count: presence.data.onlineNow })}
          </p>
          {presence.data.players.length === 0 ? (
            <p className="text-muted">{t('presence.empty')}</p>
          ) : (
            <ul className="divide-y divide-emerald/10" data-testid="presence-list">
              {presence.data.players.map((player) => (
                <li key={player.userId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2" data-testid={`presence-${player.userId}`} data-state={player.state}>
                  <span className="min-w-40 font-semibold">
                    <bdi>{player.name}</bdi> · <bdi className="text-sm font-normal text-muted">{player.email}</bdi>
                  </span>
                  <span className="rounded-full bg-emerald/10 px-2 py-0.5 text-sm font-bold" data-testid="presence-state">
                    {t(`presence.states.${player.state}`)}
                  </span>
                  <span className="text-sm">{tc('connection.label', { quality: tc(`connection.quality.${player.quality}`) })}</span>
                  <span className="ms-auto text-sm text-muted">
                    {t('presence.lastActivity', { date: formatDateTime(player.lastActivityAt, language) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ConsoleSection>
  );
}
