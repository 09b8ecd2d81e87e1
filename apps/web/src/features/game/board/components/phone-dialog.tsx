import { Phone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PHONE_TIMER_SECONDS, PHONE_TIMER_STEP_SECONDS } from '@app/shared/constants';
import type { TvPhoneCall } from '@app/shared/contracts/tv';
import type { TeamIndex } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { sounds } from '../../screen-kit/utils/sound';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { SignedSeconds } from '../../screen-kit/components/signed-seconds';
import { teamTheme } from '../../screen-kit/components/team-theme';

type Props = {
  open: boolean;
  team: { index: TeamIndex; name: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Start Timer marks the lifeline used on the server. */
  onStart: (team: TeamIndex) => void;
  /** The call as it opens, starts, changes and ends (not on every tick), for a paired TV. */
  onCallChange?: (call: TvPhoneCall) => void;
};

/** Phone a Friend: 60 s, -30 / +30 s (never below 0), Start Timer, 'Time Finished' at zero. */
export function PhoneDialog({ open, team, onOpenChange, onStart, onCallChange = () => {} }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {team ? <PhoneDialogBody key={`${team.index}`} team={team} onStart={onStart} onCallChange={onCallChange} /> : null}
    </Dialog>
  );
}

function PhoneDialogBody({ team, onStart, onCallChange }: Pick<Props, 'onStart'> & { team: { index: TeamIndex; name: string }; onCallChange: (call: TvPhoneCall) => void }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  const [seconds, setSeconds] = useState(PHONE_TIMER_SECONDS);
  const [started, setStarted] = useState(false);
  const endsAt = useRef<number | null>(null);
  const lastSound = useRef<number | null>(null);
  const finished = started && seconds === 0;
  const report = useRef(onCallChange);
  report.current = onCallChange;
  const call = (remainingSeconds: number, running: boolean) => report.current({ team: team.index, remainingMs: remainingSeconds * 1000, running });

  // Opened: the room sees whose call it is before it starts.
  useEffect(() => {
    report.current({ team: team.index, remainingMs: PHONE_TIMER_SECONDS * 1000, running: false });
  }, [team.index]);
  useEffect(() => {
    if (finished) report.current({ team: team.index, remainingMs: 0, running: false });
  }, [finished, team.index]);

  useEffect(() => {
    if (!started || finished) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil(((endsAt.current ?? Date.now()) - Date.now()) / 1000));
      setSeconds(left);
      if (left !== lastSound.current) {
        lastSound.current = left;
        if (left === 0) sounds.timeUp();
        else if (left <= 5) sounds.tick();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [started, finished]);

  const adjust = (delta: number) => {
    setSeconds((value) => {
      const next = Math.max(0, value + delta);
      if (started) endsAt.current = Date.now() + next * 1000;
      return next;
    });
    call(Math.max(0, seconds + delta), started && seconds + delta > 0);
  };

  const start = () => {
    endsAt.current = Date.now() + seconds * 1000;
    setStarted(true);
    onStart(team.index);
    call(seconds, true);
  };

  const minutes = Math.floor(seconds / 60);
  const clock = `${minutes}:${String(seconds % 60).padStart(2, '0')}`;

  return (
    <DialogContent dir={dir} tone="dark" size="xl" className="flex flex-col gap-6 text-center" closeLabel={t('phone.close')} data-testid="phone-dialog">
      <DialogTitle className="flex items-center justify-center gap-3 ps-8 text-3xl">
        <Phone aria-hidden className={cn('size-8', teamTheme[team.index].text)} />
        <span>{t('phone.title')}</span>
      </DialogTitle>
      <DialogDescription asChild>
        <p dir="auto" className={cn('text-2xl font-bold', teamTheme[team.index].text)}>
          {team.name}
        </p>
      </DialogDescription>
      <div role="timer" aria-live={finished ? 'assertive' : 'off'} className="flex flex-col items-center gap-2">
        {finished ? (
          <p className="font-heading text-5xl font-extrabold text-danger" data-testid="phone-finished">
            {t('phone.finished')}
          </p>
        ) : (
          <p dir="ltr" className="font-heading text-8xl font-extrabold tabular-nums text-gold" data-testid="phone-seconds" aria-label={t('timer.secondsLeft', { count: seconds })}>
            {clock}
          </p>
        )}
      </div>
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => adjust(-PHONE_TIMER_STEP_SECONDS)}
          disabled={seconds === 0}
          aria-label={t('phone.minusLabel', { count: PHONE_TIMER_STEP_SECONDS })}
          data-testid="phone-minus"
          className="h-14 min-w-24 cursor-pointer rounded-xl bg-night-3 px-4 text-2xl font-bold hover:bg-ivory/20 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <SignedSeconds sign="-" seconds={PHONE_TIMER_STEP_SECONDS} />
        </button>
        {started ? null : (
          <button
            type="button"
            onClick={start}
            disabled={seconds === 0}
            data-testid="phone-start"
            className="h-14 cursor-pointer rounded-xl bg-gold px-8 text-2xl font-extrabold text-night hover:bg-gold-light disabled:cursor-not-allowed disabled:opacity-40"
          >
            {t('phone.start')}
          </button>
        )}
        <button
          type="button"
          onClick={() => adjust(PHONE_TIMER_STEP_SECONDS)}
          aria-label={t('phone.plusLabel', { count: PHONE_TIMER_STEP_SECONDS })}
          data-testid="phone-plus"
          className="h-14 min-w-24 cursor-pointer rounded-xl bg-night-3 px-4 text-2xl font-bold hover:bg-ivory/20"
        >
          <SignedSeconds sign="+" seconds={PHONE_TIMER_STEP_SECONDS} />
        </button>
      </div>
      <p className="text-ivory/70">{started ? t('phone.usedNote') : t('phone.note')}</p>
      <DialogClose className="mx-auto h-12 cursor-pointer rounded-xl border border-ivory/30 px-8 text-lg font-semibold hover:bg-ivory/10" data-testid="phone-close">
        {t('phone.close')}
      </DialogClose>
    </DialogContent>
  );
}
