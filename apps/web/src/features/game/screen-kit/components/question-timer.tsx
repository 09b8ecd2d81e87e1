import { Pause, Play, RotateCcw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { Countdown } from '../hooks/use-countdown';
import { SignedSeconds } from './signed-seconds';

/** The 30-second clock: seconds left, then "Time's up!" and the overtime; pause and reset. */
export function QuestionTimer({ countdown }: { countdown: Countdown }) {
  const { t } = useTranslation('game');
  const { running, toggle, reset } = countdown;
  return (
    <div className="flex items-center gap-2" data-testid="question-timer">
      <TimerFace countdown={countdown} />
      <button
        type="button"
        onClick={toggle}
        aria-label={running ? t('timer.pause') : t('timer.resume')}
        aria-keyshortcuts="Space"
        data-testid="timer-toggle"
        className="inline-flex size-12 short:size-9 cursor-pointer items-center justify-center rounded-xl border border-ivory/20 bg-night-2 hover:bg-night-3"
      >
        {running ? <Pause aria-hidden className="size-6" /> : <Play aria-hidden className="size-6" />}
      </button>
      <button
        type="button"
        onClick={reset}
        aria-label={t('timer.reset')}
        data-testid="timer-reset"
        className="inline-flex size-12 short:size-9 cursor-pointer items-center justify-center rounded-xl border border-ivory/20 bg-night-2 hover:bg-night-3"
      >
        <RotateCcw aria-hidden className="size-6" />
      </button>
    </div>
  );
}

/** The seconds left, then "Time's up!" and the overtime (the TV shows it alone, without controls). */
export function TimerFace({ countdown }: { countdown: Pick<Countdown, 'remaining' | 'overtime' | 'timeUp' | 'running'> }) {
  const { t } = useTranslation('game');
  const { remaining, overtime, timeUp, running } = countdown;
  const urgent = !timeUp && remaining <= 5;
  return (
    <div
      role="timer"
      aria-live={timeUp || urgent ? 'assertive' : 'off'}
      aria-label={timeUp ? t('timer.timeUpLabel', { count: overtime }) : t('timer.secondsLeft', { count: remaining })}
      data-running={running}
      className={cn(
        'flex h-[clamp(3.5rem,6vh,5.5rem)] short:h-10 min-w-[clamp(6rem,9vw,11rem)] short:min-w-20 items-center justify-center gap-2 rounded-2xl border-2 px-4 font-heading font-extrabold tabular-nums',
        timeUp ? 'border-danger bg-danger text-white' : urgent ? 'border-danger text-danger' : 'border-gold text-gold',
      )}
    >
      {timeUp ? (
        <span className="flex flex-col items-center leading-none">
          <span dir="auto" className="text-[clamp(0.85rem,1vw,1.4rem)]" data-testid="time-up">
            {t('timer.timeUp')}
          </span>
          {/* The overtime is what the room watches once time is up: as big as the seconds were. */}
          <span className="text-[clamp(1.5rem,2.4vw,3rem)]" data-testid="overtime">
            <SignedSeconds sign="+" seconds={overtime} />
          </span>
        </span>
      ) : (
        <span className="text-[clamp(2rem,3vw,3.75rem)] leading-none" data-testid="timer-seconds">
          {remaining}
        </span>
      )}
    </div>
  );
}
