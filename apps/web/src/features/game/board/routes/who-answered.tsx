import { Check, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { applyAction, pointsIfAnswered } from '@app/shared/game/apply-action';
import { isGameOver } from '@app/shared/game/results';
import type { AnsweringTeam, GameState } from '@app/shared/game/state';
import { SiteLogo } from '@/components/ui/site-logo';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { connection } from '@/lib/connection-status';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { QuestionGuard, type LocatedGameQuestion } from '../components/game-guard';
import { MuteToggle } from '../../screen-kit/components/mute-toggle';
import { CategoryLabel, ExitToBoard, Kbd, PointsBadge, StepBack } from '../../screen-kit/components/screen-parts';
import { teamTheme } from '../../screen-kit/components/team-theme';
import { useHotkeys } from '../hooks/use-hotkeys';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { categoryInfo, categoryTitle, isolate, plusPoints } from '../../screen-kit/utils/game-view';
import { answerPath, boardPath, winnerPath } from '../utils/game-paths';
import { resultPauseMs } from '../utils/result-pause';
import { sounds } from '../../screen-kit/utils/sound';

type Status = { kind: 'idle' } | { kind: 'sending'; team: AnsweringTeam } | { kind: 'failed' } | { kind: 'recorded'; team: AnsweringTeam; awarded: number; next: string };

/** Who answered (/jeopardy/:gameId/who-answered/:questionId): team 1, No One or team 2. */
export function WhoAnsweredScreen() {
  return <QuestionGuard judging>{(loaded) => <WhoAnsweredView {...loaded} />}</QuestionGuard>;
}

function WhoAnsweredView({ gameId, questionId, game, state, located, dispatch }: LocatedGameQuestion) {
  const { t } = useTranslation('game');
  const language = useLanguage();
  const dir = useTextDir();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);

  const open = !located.question.answered;
  const locked = status.kind === 'sending' || status.kind === 'recorded';

  useEffect(() => {
    if (status.kind !== 'recorded') return;
    const timer = setTimeout(() => void navigate(status.next, { replace: true }), resultPauseMs());
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const choose = async (team: AnsweringTeam) => {
    if (locked) return;
    setStatus({ kind: 'sending', team });
    setError(null);
    const action = { type: 'answer', questionId, team } as const;
    if (!connection.get().online) {
      // Offline: the answer is recorded here at once and waits in line for the connection.
      const local = applyAction(state, action);
      if (local.ok) {
        void dispatch(action);
        const next = isGameOver(local.state) ? winnerPath(gameId) : boardPath(gameId);
        setStatus({ kind: 'recorded', team, awarded: local.state.lastAnswer?.awarded ?? 0, next });
        return;
      }
    }
    const outcome = await dispatch(action, { optimistic: false });
    if (outcome.ok) {
      if (team !== 'none') sounds.chime();
      const next = isGameOver(outcome.state) ? winnerPath(gameId) : boardPath(gameId);
      setStatus({ kind: 'recorded', team, awarded: outcome.state.lastAnswer?.awarded ?? 0, next });
      return;
    }
    if (outcome.code === 'question_answered') {
      void navigate(boardPath(gameId), { replace: true });
      return;
    }
    setStatus({ kind: 'failed' });
    setError(t('who.error'));
    toast.error(t('who.submitFailed', { reason: errorMessage(errorCodeOf(outcome.error)) }));
  };

  const exit = () => {
    if (locked) return;
    void dispatch({ type: 'closeQuestion' });
    void navigate(boardPath(gameId));
  };
  const back = () => !locked && void navigate(answerPath(gameId, questionId));
  useHotkeys(
    { '1': () => void choose('team1'), '0': () => void choose('none'), '2': () => void choose('team2'), Escape: exit },
    open && !locked,
  );

  // Reached by Back after the answer was recorded: the tile is done, so the board it is.
  if (located.question.answered && (status.kind === 'idle' || status.kind === 'failed')) return <Navigate to={boardPath(gameId)} replace />;

  const title = categoryTitle(categoryInfo(game, located.category.categoryId), language);
  const points = located.question.points;

  return (
    <div className="flex h-full flex-col" data-testid="who-answered-screen">
      <header className="flex items-center gap-4 px-[1.5vw] py-[1.5vh]">
        <StepBack onBack={back} label={t('who.back')} testId="back-to-answer" disabled={locked} />
        <SiteLogo purpose="who_answered_logo" className="size-[clamp(2.5rem,4vw,4.5rem)] shrink-0 short:size-9" />
        <CategoryLabel title={title} />
        <PointsBadge points={points} />
        <div className="ms-auto flex items-center gap-3">
          <MuteToggle />
          {locked ? null : <ExitToBoard onExit={exit} />}
        </div>
      </header>

      <main className="flex min-h-0 flex-1 flex-col items-center justify-center gap-[4vh] px-[4vw] py-[2vh]">
        <h1 dir={dir} className="text-center font-heading text-[clamp(1.75rem,2.8vw,3.75rem)] font-extrabold">{t('who.title')}</h1>
        <div className="grid w-full max-w-[92vw] grid-cols-[1fr_0.8fr_1fr] gap-[2vw]" role="group" aria-label={t('who.title')}>
          <TeamChoice state={state} team="team1" points={points} status={status} onChoose={choose} />
          <button
            type="button"
            onClick={() => void choose('none')}
            disabled={locked}
            aria-keyshortcuts="0"
            data-testid="answer-none"
            className={cn(
              'flex min-h-[28vh] cursor-pointer flex-col items-center justify-center gap-3 rounded-3xl border-4 border-ivory/30 bg-night-3 px-4 text-center transition hover:border-ivory/70 disabled:cursor-default',
              status.kind === 'recorded' && status.team !== 'none' && 'opacity-30',
              (status.kind === 'sending' || status.kind === 'recorded') && status.team === 'none' && 'border-ivory',
            )}
          >
            <Users aria-hidden className="size-[clamp(2rem,3vw,4rem)] text-ivory/70" />
            <span dir={dir} className="font-heading text-[clamp(1.5rem,2.4vw,3.25rem)] font-extrabold">
              {t('who.noOne')}
            </span>
            <Kbd className="text-base">0</Kbd>
          </button>
          <TeamChoice state={state} team="team2" points={points} status={status} onChoose={choose} />
        </div>
        <div dir={dir} aria-live="polite" className="min-h-[4.5rem] text-center" data-testid="who-answered-status">
          {error ? (
            <p role="alert" className="rounded-xl border border-danger/60 bg-danger/20 px-6 py-3 text-xl font-semibold" data-testid="who-answered-error">
              {error}
            </p>
          ) : null}
          {status.kind === 'sending' ? <p className="text-xl text-ivory/80">{t('who.sending')}</p> : null}
          {status.kind === 'recorded' ? <Recorded state={state} status={status} /> : null}
        </div>
      </main>
    </div>
  );
}

function TeamChoice({ state, team, points, status, onChoose }: { state: GameState; team: 'team1' | 'team2'; points: number; status: Status; onChoose: (team: AnsweringTeam) => void }) {
  const { t } = useTranslation('game');
  const index = team === 'team1' ? 0 : 1;
  const data = state.teams[index];
  const theme = teamTheme[index];
  const key = team === 'team1' ? '1' : '2';
  const locked = status.kind === 'sending' || status.kind === 'recorded';
  const chosen = locked && status.team === team;
  const worth = pointsIfAnswered(data, points);
  return (
    <button
      type="button"
      onClick={() => onChoose(team)}
      disabled={locked}
      aria-keyshortcuts={key}
      aria-label={t('who.teamLabel', { team: data.name, points: worth })}
      data-testid={`answer-${team}`}
      className={cn(
        'flex min-h-[28vh] min-w-0 cursor-pointer flex-col items-center justify-center gap-3 rounded-3xl border-4 px-4 text-center text-night shadow-xl transition hover:brightness-110 disabled:cursor-default',
        theme.bg,
        chosen ? 'border-white ring-8 ring-white/30' : 'border-transparent',
        locked && !chosen && 'opacity-30',
      )}
    >
      <span dir="auto" className="line-clamp-2 font-heading text-[clamp(1.5rem,2.6vw,3.5rem)] font-extrabold leading-tight">
        {data.name}
      </span>
      <span className="font-heading text-[clamp(1.1rem,1.6vw,2.2rem)] font-bold">
        +{worth}
        {data.doublePending ? ' (2X)' : ''}
      </span>
      <Kbd className="text-base">{key}</Kbd>
    </button>
  );
}

function Recorded({ state, status }: { state: GameState; status: Extract<Status, { kind: 'recorded' }> }) {
  const { t } = useTranslation('game');
  return (
    <p className="inline-flex items-center gap-3 rounded-xl bg-success/25 px-6 py-3 text-2xl font-bold" data-testid="who-answered-recorded">
      <Check aria-hidden className="size-7 text-success" />
      {status.team === 'none'
        ? t('who.recordedNone')
        : t('who.recordedTeam', { points: plusPoints(status.awarded), team: isolate(state.teams[status.team === 'team1' ? 0 : 1].name) })}
    </p>
  );
}

export { WhoAnsweredScreen as Component };
