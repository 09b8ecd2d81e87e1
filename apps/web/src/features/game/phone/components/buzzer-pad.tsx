import { useState } from 'react';
import type { BuzzPhoneState, BuzzWinner } from '@app/shared/contracts/buzzers';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { pressBuzzer } from '../api/buzz-api';
import { isolate } from '../../screen-kit/utils/game-view';
import { teamTheme } from '../../screen-kit/components/team-theme';

/** The phone's one big button in its team's colour, and what happened: waiting, ready, first, or who was first. */
export function BuzzerPad({ state }: { state: BuzzPhoneState }) {
  const { t } = useTranslation('buzz');
  const { phone, teams, questionId } = state;
  // The phone's own answer shows at once; the stream brings the same a moment later.
  const [pressed, setPressed] = useState<BuzzWinner | null>(null);
  const [error, setError] = useState<string | null>(null);
  const winner = state.winner ?? (pressed?.questionId === questionId ? pressed : null);
  const ready = questionId !== null && !winner;
  const theme = teamTheme[phone.team];

  const press = async () => {
    setError(null);
    try {
      setPressed((await pressBuzzer()).winner);
    } catch (failure) {
      setError(errorMessage(errorCodeOf(failure)));
    }
  };

  const status =
    questionId === null
      ? t('waiting')
      : !winner
        ? t('ready')
        : winner.phoneId === phone.id
          ? t('youWon')
          : t('teamWon', { name: isolate(winner.name), team: isolate(teams[winner.team]) });
  return (
    <div className="flex h-full flex-col items-center gap-3 px-4 py-3 landscape:flex-row landscape:justify-center landscape:gap-8" data-testid="buzz-pad">
      <div className="flex flex-col items-center gap-2 text-center landscape:max-w-[45%]">
        <p className={cn('text-xl font-bold', theme.text)} data-testid="buzz-me">
          {t('you', { name: isolate(phone.name), team: isolate(teams[phone.team]) })}
        </p>
        <p
          role="status"
          data-testid="buzz-status"
          className={cn(
            'min-h-[2lh] text-2xl font-extrabold',
            winner ? teamTheme[winner.team].text : 'text-ivory',
            winner?.phoneId === phone.id && 'text-gold',
          )}
        >
          {status}
        </p>
        {error ? (
          <p role="alert" className="text-base font-semibold text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={press}
        disabled={!ready}
        data-testid="buzz-button"
        className={cn(
          'aspect-square w-[min(80vw,55vh)] cursor-pointer rounded-full border-8 border-ivory/30 font-heading text-6xl font-black text-night shadow-2xl transition-transform',
          'landscape:w-[min(45vw,75vh)] active:scale-95 disabled:cursor-not-allowed disabled:opacity-40',
          theme.bg,
        )}
      >
        {t('buzz')}
      </button>
    </div>
  );
}
