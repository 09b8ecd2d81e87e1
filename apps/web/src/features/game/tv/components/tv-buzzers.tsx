import { BellRing } from 'lucide-react';
import type { BuzzWinner } from '@app/shared/contracts/buzzers';
import type { TvGameView } from '@app/shared/contracts/tv';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { buzzLink } from '../../phone/api/buzz-api';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { QrCode } from '../../screen-kit/components/qr-code';
import { teamTheme } from '../../screen-kit/components/team-theme';

/** On the TV's board while buzzers are on: the QR code and join code that phones open. */
export function TvBuzzJoin({ joinCode }: { joinCode: string }) {
  const { t } = useTranslation('buzz');
  const dir = useTextDir();
  return (
    <div dir={dir} className="flex shrink-0 items-center gap-3 rounded-2xl border border-gold/40 bg-night-2/80 p-2" data-testid="tv-buzz-join">
      <QrCode value={buzzLink(joinCode)} label={t('qrLabel', { code: joinCode })} className="size-[clamp(7rem,10vw,13rem)] rounded-lg" />
      <div className="flex flex-col">
        <span className="text-[clamp(1.1rem,1.5vw,2rem)] font-semibold text-ivory/80">{t('tvJoin')}</span>
        <bdi dir="ltr" className="font-mono text-[clamp(2rem,3.2vw,4.5rem)] font-extrabold tracking-[0.15em] text-gold" data-testid="tv-buzz-code">
          {joinCode}
        </bdi>
      </div>
    </div>
  );
}

/** On the TV's question: who buzzed first, with their team's colour. */
export function TvBuzzWinner({ winner, teams }: { winner: BuzzWinner; teams: TvGameView['state']['teams'] }) {
  const { t } = useTranslation('buzz');
  const dir = useTextDir();
  const theme = teamTheme[winner.team];
  return (
    <p
      dir={dir}
      data-testid="tv-buzz-winner"
      className={cn('flex items-center gap-4 rounded-3xl border-4 px-8 py-3 text-[clamp(1.4rem,2.4vw,3.2rem)] font-extrabold', theme.border, theme.soft)}
    >
      <BellRing aria-hidden className={cn('size-[1.2em]', theme.text)} />
      <span className="text-ivory/80">{t('tvFirst')}</span>
      <bdi className="text-ivory">{winner.name}</bdi>
      <bdi className={theme.text}>({teams[winner.team].name})</bdi>
    </p>
  );
}
