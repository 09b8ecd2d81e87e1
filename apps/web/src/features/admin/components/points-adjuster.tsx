import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { pointsAdjustmentRequestSchema, type AdminUser } from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorIn, showFieldErrors, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAdjustPoints } from '../api/players/adjust-points';
import { useUserSearch } from '../api/players/search-users';
import { ConsoleSection, LoadFailed } from './console-section';
import { PlayerDetail } from './player-detail';

const EMPTY = { change: '', reason: '' };

/** One account with its balance and a form to give or take points. */
function UserPoints({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const form = useForm({ resolver: zodResolver(pointsAdjustmentRequestSchema), defaultValues: EMPTY });
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const adjust = useAdjustPoints();
  const prefix = `user-${user.id}`;
  const [open, setOpen] = useState(false);

  const onSubmit = form.handleSubmit((input) => {
    adjust.mutate(
      { userId: user.id, input },
      {
        onSuccess: ({ points }) => {
          toast.success(t('users.adjusted', { count: points }));
          form.reset();
        },
        onError: (error) => {
          showFieldErrors(form.setError, error);
          toast.error(error instanceof ApiError && error.code === 'balance_too_low' ? t('users.balanceTooLow') : t('users.failed'));
        },
      },
    );
  });

  return (
    <li className="rounded-lg border border-emerald/15 p-4" data-testid={prefix}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-bold">
          <bdi>
            {user.firstName} {user.lastName}
          </bdi>{' '}
          <bdi className="font-normal text-muted">{user.email}</bdi>
        </p>
        <p className="font-semibold" data-testid={`${prefix}-points`}>
          {t('users.balance', { count: user.points })}
        </p>
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid={`${prefix}-open`}>
          {open ? t('players.close') : t('players.open')}
        </Button>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[8rem_1fr_auto]">
        <FormField id={`${prefix}-change`} label={t('users.fields.change')} error={errorText('change')}>
          <Input {...fieldProps(`${prefix}-change`, { error: errorText('change') })} inputMode="numeric" dir="ltr" {...form.register('change')} />
        </FormField>
        <FormField id={`${prefix}-reason`} label={t('users.fields.reason')} error={errorText('reason')}>
          <Input {...fieldProps(`${prefix}-reason`, { error: errorText('reason') })} dir="auto" maxLength={200} {...form.register('reason')} />
        </FormField>
        <Button type="submit" size="sm" disabled={adjust.isPending} data-testid={`${prefix}-apply`}>
          {t('users.apply')}
        </Button>
      </form>
      {open ? <PlayerDetail userId={user.id} /> : null}
    </li>
  );
}

/** Finds an account by e-mail or name and gives or takes points (through the ledger). */
export function PointsAdjuster() {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const found = useUserSearch(query);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  return (
    <ConsoleSection id="users" title={t('users.title')} intro={t('users.intro')}>
      <form role="search" onSubmit={onSearch} className="mb-4 flex items-end gap-3">
        <div className="flex-1">
          <FormField id="user-search" label={t('users.search')}>
            <Input id="user-search" type="search" dir="auto" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </FormField>
        </div>
        <Button type="submit" variant="outline" data-testid="user-search-submit">
          <Search aria-hidden />
          {t('users.find')}
        </Button>
      </form>
      {query.length < 2 ? (
        query ? (
          <p className="text-sm text-muted">{t('users.tooShort')}</p>
        ) : null
      ) : found.isPending ? (
        <Skeleton className="h-24" />
      ) : found.isError ? (
        <LoadFailed onRetry={() => void found.refetch()} />
      ) : found.data.users.length === 0 ? (
        <p className="text-sm text-muted">{t('users.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {found.data.users.map((user) => (
            <UserPoints key={user.id} user={user} />
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
