import { BellRing } from 'lucide-react';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useHostBuzzers } from '../hooks/use-host-buzzers';

/** In "Show on TV": turns the game's phone buzzers on or off (the TV then shows their QR code). */
export function BuzzersSwitch({ gameId }: { gameId: number }) {
  const { t } = useTranslation('buzz');
  const { buzzers, toggle } = useHostBuzzers(gameId);
  const on = !!buzzers?.joinCode;
  return (
    <div className="mt-5 flex flex-col gap-1 rounded-xl border border-ivory/20 bg-night px-4 py-3">
      <div className="flex items-center gap-3">
        <BellRing aria-hidden className="size-6 text-gold" />
        <span id="buzzers-switch-label" className="flex-1 text-lg font-semibold">
          {t('toggle')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="buzzers-switch-label"
          disabled={!buzzers || toggle.isPending}
          onClick={() => toggle.mutate(!on)}
          data-testid="buzzers-switch"
          className={cn(
            'inline-flex h-10 min-w-20 cursor-pointer items-center justify-center rounded-full px-4 text-base font-bold disabled:cursor-wait disabled:opacity-60',
            on ? 'bg-team1 text-night' : 'border border-ivory/40 text-ivory',
          )}
        >
          {on ? t('on') : t('off')}
        </button>
      </div>
      <p className="text-sm text-ivory/70">{t('toggleHelp')}</p>
      {toggle.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(errorCodeOf(toggle.error))}
        </p>
      ) : null}
    </div>
  );
}
