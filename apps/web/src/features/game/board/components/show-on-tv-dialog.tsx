import { MonitorCheck, Tv } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { tvLink } from '../api/tv-pairings-api';
import { useTvPairings } from '../hooks/use-tv-pairings';
import { BuzzersSwitch } from './buzzers-switch';
import { QrCode } from '../../screen-kit/components/qr-code';

type Props = { gameId: number; open: boolean; onOpenChange: (open: boolean) => void };

const buttonClass = 'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl px-5 text-base font-bold disabled:cursor-wait disabled:opacity-60';

/** "Show on TV": a code and its QR code for a TV to open /tv, the TVs already showing the game, and Revoke. */
export function ShowOnTvDialog({ gameId, open, onOpenChange }: Props) {
  const { t } = useTranslation('tv');
  const dir = useTextDir();
  const { query, waiting, paired, create, revoke } = useTvPairings(gameId, { watch: open });

  // A code is made as the dialog opens, unless one is still waiting or a TV is already paired.
  const asked = useRef(false);
  useEffect(() => {
    if (!open) {
      asked.current = false;
      return;
    }
    if (asked.current || !query.isSuccess || waiting || paired.length > 0 || create.isPending) return;
    asked.current = true;
    create.mutate();
  }, [open, query.isSuccess, waiting, paired.length, create]);

  const error = create.error ?? revoke.error ?? query.error;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The code, the paired TVs and the buzzers all fit a 720p screen; on a shorter one the dialog scrolls. */}
      <DialogContent tone="dark" size="lg" dir={dir} closeLabel={t('close')} className="max-h-[calc(100dvh-1rem)] overflow-y-auto" data-testid="tv-dialog">
        <DialogTitle className="flex items-center gap-3 text-2xl">
          <Tv aria-hidden className="size-7 text-gold" />
          {t('dialogTitle')}
        </DialogTitle>
        <DialogDescription className="mt-2 text-base text-ivory/80">
          {t('dialogBody', { url: `${globalThis.location?.host ?? ''}/tv` })}
        </DialogDescription>

        {waiting?.code ? (
          <div className="mt-5 flex flex-wrap items-center justify-center gap-6 [@media(max-height:800px)]:mt-3 [@media(max-height:800px)]:gap-4">
            <QrCode value={tvLink(waiting.code)} label={t('qrLabel', { code: waiting.code })} className="size-48 rounded-xl [@media(max-height:800px)]:size-36" />
            <div className="flex flex-col items-center gap-2">
              <span className="text-sm font-semibold uppercase tracking-widest text-ivory/70">{t('codeLabel')}</span>
              <bdi dir="ltr" className="font-mono text-6xl font-extrabold tracking-[0.2em] text-gold [@media(max-height:800px)]:text-5xl" data-testid="tv-code">
                {waiting.code}
              </bdi>
              <span className="text-sm text-ivory/70">{t('validity')}</span>
              <span className="animate-pulse text-base text-ivory/90">{t('waitingForTv')}</span>
              <button
                type="button"
                onClick={() => revoke.mutate(waiting.id)}
                disabled={revoke.isPending}
                className={`${buttonClass} border border-ivory/30 hover:bg-ivory/10`}
                data-testid="tv-code-revoke"
              >
                {t('cancelCode')}
              </button>
            </div>
          </div>
        ) : null}

        {paired.length > 0 ? (
          <ul className="mt-5 flex flex-col gap-2" data-testid="tv-paired-list">
            {paired.map((pairing) => (
              <li key={pairing.id} className="flex items-center gap-3 rounded-xl border border-team1/50 bg-night px-4 py-3" data-testid="tv-paired">
                <MonitorCheck aria-hidden className="size-6 text-team1" />
                <span className="flex-1 text-lg font-semibold">{t('paired')}</span>
                <button
                  type="button"
                  onClick={() => revoke.mutate(pairing.id)}
                  disabled={revoke.isPending}
                  className={`${buttonClass} bg-danger text-white hover:brightness-110`}
                  data-testid="tv-revoke"
                >
                  {t('revoke')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}

        {open ? <BuzzersSwitch gameId={gameId} /> : null}

        {error ? (
          <p role="alert" className="mt-4 text-base text-danger">
            {errorMessage(errorCodeOf(error))}
          </p>
        ) : null}

        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {!waiting ? (
            <button
              type="button"
              onClick={() => create.mutate()}
              disabled={create.isPending}
              className={`${buttonClass} bg-gold text-night hover:bg-gold-light`}
              data-testid="tv-new-code"
            >
              {paired.length > 0 ? t('anotherTv') : t('newCode')}
            </button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
