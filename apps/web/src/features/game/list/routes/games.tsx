import { AlertTriangle, Gamepad2, LogIn, Plus, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { GameSummary } from '@app/shared/contracts/games';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useSession } from '@/lib/session';
import { useGames } from '../api/get-games';
import { GameCard, GameCardSkeleton } from '../components/game-card';
import { GameOptionsDialog } from '../components/game-options-dialog';

/** My games (/games): the signed-in user's games, each opening an options dialog. */
export function GamesScreen() {
  const { t } = useTranslation('games');
  const { user, isPending: sessionPending } = useSession();
  const games = useGames(user?.id ?? null);
  const [selected, setSelected] = useState<{ game: GameSummary; step: 'options' | 'confirm' } | null>(null);

  return (
    // The spec blocks the context menu on this page (no "open in new tab" on the cards).
    <div className="mx-auto flex max-w-7xl flex-col gap-6" onContextMenu={(event) => event.preventDefault()}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-emerald-dark">{t('title')}</h1>
          <p className="text-muted">{t('subtitle')}</p>
        </div>
        {user ? (
          <CreateGameLink />
        ) : null}
      </header>
      {renderBody()}
      <GameOptionsDialog game={selected?.game ?? null} step={selected?.step} onClose={() => setSelected(null)} />
    </div>
  );

  function renderBody() {
    if (sessionPending || (user && games.isPending)) {
      return (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="games-loading">
          <GameCardSkeleton />
          <GameCardSkeleton />
          <GameCardSkeleton />
        </div>
      );
    }
    if (!user) {
      return (
        <Panel icon={<LogIn aria-hidden className="size-10 text-emerald" />} message={t('loginToSee')} testId="games-login">
          <ButtonLink to="/login" state={{ from: { pathname: '/games' } }}>{t('login')}</ButtonLink>
        </Panel>
      );
    }
    if (games.isError || !games.data) {
      return (
        <Panel icon={<AlertTriangle aria-hidden className="size-10 text-danger" />} message={t('fetchError')} role="alert">
          <Button onClick={() => void games.refetch()}>
            <RotateCcw aria-hidden />
            {t('retry')}
          </Button>
        </Panel>
      );
    }
    if (games.data.games.length === 0) {
      return (
        <Panel icon={<Gamepad2 aria-hidden className="size-12 text-gold" />} title={t('emptyTitle')} message={t('emptyBody')} testId="games-empty">
          <CreateGameLink size="lg" />
        </Panel>
      );
    }
    return (
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {games.data.games.map((game) => (
          <li key={game.id} className="h-full">
            <GameCard game={game} onOpen={(step) => setSelected({ game, step })} />
          </li>
        ))}
      </ul>
    );
  }
}

/** The gold "Create a game" button (to /play): in the header, and larger when there are no games yet. */
function CreateGameLink({ size }: { size?: 'lg' }) {
  const { t } = useTranslation('games');
  return (
    <ButtonLink to="/play" icon={Plus} variant="gold" size={size}>{t('createGame')}</ButtonLink>
  );
}

type PanelProps = { icon: ReactNode; title?: string; message: string; children: ReactNode; role?: 'alert'; testId?: string };

function Panel({ icon, title, message, children, role, testId }: PanelProps) {
  return (
    <div role={role} data-testid={testId} className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center shadow-sm">
      {icon}
      {title ? <h2 className="text-2xl font-bold">{title}</h2> : null}
      <p className="max-w-md text-lg text-muted">{message}</p>
      {children}
    </div>
  );
}

export { GamesScreen as Component };
