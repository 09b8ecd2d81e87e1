import { BellRing, X } from 'lucide-react';
import type { GameState } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useHostBuzzers } from '../hooks/use-host-buzzers';
import { useTextDir } from '../hooks/use-text-dir';
import { isolate } from '../utils/game-view';
import { teamTheme } from './team-theme';

/** The host console's buzzers (a TV is paired, buzzers on): who buzzed first on this question, and the phones with Remove. */
export function ConsoleBuzzers({ gameId, questionId, teams }: { gameId: number; questionId: number; teams: GameState['teams'] }) {
  const { t } = useTranslation('buzz');
  const dir = useTextDir();
  const { buzzers, remove } = useHostBuzzers(gameId);
  if (!buzzers?.joinCode) return null;
  const winner = buzzers.winner?.questionId === questionId ? buzzers.winner : null;
  return (
    <>
      {/* First on the screen (order-first) so the host sees it without scrolling; the phones come after the answer. */}
      <p
        dir={dir}
        role="status"
        data-testid="console-buzz-winner"
        className={cn(
          'order-first flex shrink-0 items-center gap-2 rounded-xl border-2 px-3 py-1 text-[clamp(1rem,1.4vw,1.8rem)] font-bold',
          winner ? cn(teamTheme[winner.team].border, teamTheme[winner.team].text) : 'border-ivory/30 text-ivory/70',
        )}
      >
        <BellRing aria-hidden className="size-[1.1em]" />
        {winner ? t('consoleFirst', { name: isolate(winner.name), team: isolate(teams[winner.team].name) }) : t('consoleNoBuzz')}
      </p>
      <details dir={dir} className="w-full max-w-[80vw] text-base" data-testid="console-phones">
        <summary className="cursor-pointer font-semibold text-ivory/85">{t('phones', { count: buzzers.phones.length })}</summary>
        {buzzers.phones.length === 0 ? <p className="text-ivory/70">{t('noPhones')}</p> : null}
        <ul className="mt-1 flex flex-wrap gap-2" data-testid="console-buzzers">
          {buzzers.phones.map((phone) => (
            <li key={phone.id} className={cn('flex items-center gap-1 rounded-full border ps-3', teamTheme[phone.team].border)} data-testid="console-phone">
              <bdi className={teamTheme[phone.team].text}>{phone.name}</bdi>
              <button
                type="button"
                onClick={() => remove.mutate(phone.id)}
                disabled={remove.isPending}
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
    </>
  );
}
