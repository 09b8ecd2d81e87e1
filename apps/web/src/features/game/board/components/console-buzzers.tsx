import { BellRing, X } from 'lucide-react';
import type { BuzzerPhone, BuzzWinner } from '@app/shared/contracts/buzzers';
import type { GameState } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { isolate } from '../../screen-kit/utils/game-view';
import { teamTheme } from '../../screen-kit/components/team-theme';

/** The host console's line (buzzers on): who buzzed first on this question, kept in view above the question. */
export function ConsoleBuzzWinner({ winner, teams }: { winner: BuzzWinner | null; teams: GameState['teams'] }) {
  const { t } = useTranslation('buzz');
  const dir = useTextDir();
  return (
    <div className="flex justify-center px-[1.5vw]">
      <p
        dir={dir}
        role="status"
        data-testid="console-buzz-winner"
        className={cn(
          'flex items-center gap-2 rounded-xl border-2 px-3 py-0.5 text-[clamp(1rem,1.4vw,1.8rem)] font-bold',
          winner ? cn(teamTheme[winner.team].border, teamTheme[winner.team].text) : 'border-ivory/30 text-ivory/70',
        )}
      >
        <BellRing aria-hidden className="size-[1.1em]" />
        {winner ? t('consoleFirst', { name: isolate(winner.name), team: isolate(teams[winner.team].name) }) : t('consoleNoBuzz')}
      </p>
    </div>
  );
}

/** The phones in the game, each with Remove (under the answer on the host console). */
export function ConsolePhones({ phones, onRemove, removing }: { phones: BuzzerPhone[]; onRemove: (phoneId: number) => void; removing: boolean }) {
  const { t } = useTranslation('buzz');
  const dir = useTextDir();
  return (
    <details dir={dir} className="w-full max-w-[80vw] text-base" data-testid="console-phones">
      <summary className="cursor-pointer font-semibold text-ivory/85">{t('phones', { count: phones.length })}</summary>
      {phones.length === 0 ? <p className="text-ivory/70">{t('noPhones')}</p> : null}
      <ul className="mt-1 flex flex-wrap gap-2">
        {phones.map((phone) => (
          <li key={phone.id} className={cn('flex items-center gap-1 rounded-full border ps-3', teamTheme[phone.team].border)} data-testid="console-phone">
            <bdi className={teamTheme[phone.team].text}>{phone.name}</bdi>
            <button
              type="button"
              onClick={() => onRemove(phone.id)}
              disabled={removing}
              aria-label={t('removeLabel', { name: phone.name })}
              title={t('remove')}
              data-testid="console-phone-remove"
              className="grid size-8 cursor-pointer place-items-center rounded-full hover:bg-danger/30"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
