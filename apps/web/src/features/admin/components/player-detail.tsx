import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { banRequestSchema, type AdminPlayerDetail } from '@app/shared/contracts/admin-players';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { errorIn, showFieldErrors, useForm } from '@/lib/form';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { usePlayerDetail } from '../api/players/get-player';
import { useSetPlayerBan } from '../api/players/set-player-ban';
import { useSetPlayerRole } from '../api/players/set-player-role';
import { LoadFailed } from './console-section';
import { purchaseCouponNote } from './purchase-coupon-note';

/** A player's page in the console: ban state and role with their actions, then ledger, games and purchases. */
export function PlayerDetail({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const detail = usePlayerDetail(userId);
  if (detail.isPending) return <Skeleton className="h-32" />;
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-emerald/10 pt-4" data-testid={`player-${userId}`}>
      <PlayerAccess detail={detail.data} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Ledger detail={detail.data} />
        <Games detail={detail.data} />
        <Purchases detail={detail.data} />
      </div>
      <p className="sr-only">{t('players.loaded')}</p>
    </div>
  );
}

function PlayerAccess({ detail: { player } }: { detail: AdminPlayerDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const banChange = useSetPlayerBan(player.id);
  const roleChange = useSetPlayerRole(player.id);
  const changing = banChange.isPending || roleChange.isPending;
  const form = useForm({ resolver: zodResolver(banRequestSchema), defaultValues: { reason: '' } });
  const reasonError = errorIn(form.formState.errors, (code) => t(`errors.${code}`))('reason');
  const failed = (error: unknown) => {
    showFieldErrors(form.setError, error);
    toast.error(errorMessage(errorCodeOf(error)));
  };

  // A ban signs the player out everywhere at once: the operator confirms it first.
  const [confirming, setConfirming] = useState<string | null>(null);
  const onBan = form.handleSubmit(({ reason }) => setConfirming(reason));
  const ban = (reason: string) =>
    banChange.mutate(
      reason,
      {
        onSuccess: () => (toast.success(t('players.bannedDone')), form.reset()),
        onError: failed,
        onSettled: () => setConfirming(null),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-emerald/10 px-2 py-0.5 font-bold" data-testid="player-role">
          {t(`players.roles.${player.role}`)}
        </span>
        {player.ban ? (
          <span className="rounded-full bg-danger/10 px-2 py-0.5 font-bold text-danger" data-testid="player-banned">
            {t('players.bannedSince', { date: formatDateTime(player.ban.at, language) })} · <bdi>{player.ban.reason}</bdi>
          </span>
        ) : null}
        {player.adminBySetting ? <span className="text-muted">{t('players.adminBySetting')}</span> : null}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        {player.ban ? (
          <Button
            size="sm"
            variant="outline"
            disabled={changing}
            onClick={() => banChange.mutate(null, { onSuccess: () => toast.success(t('players.unbannedDone')), onError: failed })}
            data-testid="player-unban"
          >
            {t('players.unban')}
          </Button>
        ) : (
          <form noValidate onSubmit={(event) => void onBan(event)} className="flex flex-wrap items-end gap-3">
            <FormField id={`ban-reason-${player.id}`} label={t('players.banReason')} error={reasonError}>
              <Input {...fieldProps(`ban-reason-${player.id}`, { error: reasonError })} dir="auto" maxLength={300} {...form.register('reason')} />
            </FormField>
            <Button type="submit" size="sm" variant="danger" disabled={changing} data-testid="player-ban">
              {t('players.ban')}
            </Button>
            <ConfirmDialog
              open={confirming !== null}
              onOpenChange={(open) => !open && !changing && setConfirming(null)}
              title={t('players.banConfirm.title', { name: `${player.firstName} ${player.lastName}` })}
              description={t('players.banConfirm.description')}
              cancelLabel={t('players.banConfirm.cancel')}
              actions={
                <Button variant="danger" disabled={changing} onClick={() => confirming !== null && ban(confirming)} data-testid="player-ban-confirm">
                  {t('players.ban')}
                </Button>
              }
            />
          </form>
        )}
        {player.role === 'admin' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={changing || player.adminBySetting}
            onClick={() => roleChange.mutate('user', { onError: failed })}
            data-testid="player-remove-admin"
          >
            {t('players.removeAdmin')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={changing || player.ban !== null}
            onClick={() => roleChange.mutate('admin', { onError: failed })}
            data-testid="player-grant-admin"
          >
            {t('players.grantAdmin')}
          </Button>
        )}
      </div>
    </div>
  );
}

function ListCard({ title, empty, children, count }: { title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h4 className="mb-2 font-bold">{title}</h4>
      {count === 0 ? <p className="text-sm text-muted">{empty}</p> : <ul className="max-h-64 divide-y divide-emerald/10 overflow-auto text-sm">{children}</ul>}
    </div>
  );
}

function Ledger({ detail }: { detail: AdminPlayerDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ListCard title={t('players.ledger')} empty={t('players.none')} count={detail.ledger.length}>
      {detail.ledger.map((row) => (
        <li key={row.id} className="flex justify-between gap-2 py-1" data-testid="ledger-row">
          <span>
            {t(`players.reasons.${row.reason}`, { defaultValue: row.reason })}
            <span className="block text-xs text-muted">{formatDateTime(row.createdAt, language)}</span>
          </span>
          <span dir="ltr" className={row.delta < 0 ? 'font-bold text-danger' : 'font-bold text-emerald-dark'}>
            {row.delta > 0 ? `+${row.delta}` : row.delta}
          </span>
        </li>
      ))}
    </ListCard>
  );
}

function Games({ detail }: { detail: AdminPlayerDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ListCard title={t('players.games')} empty={t('players.none')} count={detail.games.length}>
      {detail.games.map((game) => (
        <li key={game.id} className="py-1">
          <bdi className="font-semibold">{game.name}</bdi> · <bdi dir="ltr">{game.code}</bdi>
          <span className="block text-xs text-muted">{formatDateTime(game.createdAt, language)}</span>
        </li>
      ))}
    </ListCard>
  );
}

function Purchases({ detail }: { detail: AdminPlayerDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ListCard title={t('players.purchases')} empty={t('players.none')} count={detail.purchases.length}>
      {detail.purchases.map((purchase) => (
        <li key={purchase.id} className="py-1">
          <bdi dir="ltr">{purchase.transactionCode}</bdi> · {formatMoney(purchase.amountFils, language)} ·{' '}
          {t(`transactions.filters.${purchase.status}`, { defaultValue: purchase.status })}
          {purchase.coupon ? (
            <span className="block text-xs font-semibold text-success-strong" data-testid={`player-purchase-${purchase.id}-coupon`}>
              {purchaseCouponNote(purchase.coupon, t, language)}
            </span>
          ) : null}
          <span className="block text-xs text-muted">{formatDateTime(purchase.createdAt, language)}</span>
        </li>
      ))}
    </ListCard>
  );
}
