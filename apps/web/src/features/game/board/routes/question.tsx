import { Phone, PhoneOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { QUESTION_TIMER_SECONDS } from '@app/shared/constants';
import type { TvPhoneCall } from '@app/shared/contracts/tv';
import type { TeamIndex } from '@app/shared/game/state';
import { questionText } from '@app/shared/question-text';
import { SiteLogo } from '@/components/ui/site-logo';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { cn } from '@/lib/cn';
import { TeamAidButtons } from '../components/aid-button';
import { ArmedAids } from '../../screen-kit/components/armed-aids';
import { QuestionGuard, type LoadedQuestion } from '../components/game-guard';
import { MuteToggle } from '../../screen-kit/components/mute-toggle';
import { PhoneDialog } from '../components/phone-dialog';
import { QuestionTimer } from '../../screen-kit/components/question-timer';
import { QuestionCard } from '@/components/game/question-cards';
import { CategoryLabel, ExitToBoard, NextStepButton, PointsBadge, TeamScore } from '../../screen-kit/components/screen-parts';
import { teamTheme } from '../../screen-kit/components/team-theme';
import { useCountdown } from '../../screen-kit/hooks/use-countdown';
import { useHotkeys } from '../hooks/use-hotkeys';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { categoryInfo, categoryTitle, TEAM_INDEXES } from '../../screen-kit/utils/game-view';
import { answerPath, boardPath } from '../utils/game-paths';
import { useTimerSounds } from '../../screen-kit/hooks/use-timer-sounds';
import { useSendTvClock } from '../hooks/use-tv-clock';
import { questionTimerKey } from '../utils/timer-key';
import { ConsoleAnswer, TvConnectedBadge } from '../components/console-answer';
import { ConsoleBuzzWinner, ConsolePhones } from '../components/console-buzzers';
import { useHostBuzzers } from '../hooks/use-host-buzzers';
import { useTvPaired } from '../hooks/use-tv-pairings';
import { PlayedBeforeBadge } from '../components/played-before-badge';

/** The question screen (/jeopardy/:gameId/question/:questionId). */
export function QuestionScreen() {
  return <QuestionGuard>{(loaded) => <QuestionView key={loaded.questionId} {...loaded} />}</QuestionGuard>;
}

function QuestionView({ game, state, located, detail, dispatch }: LoadedQuestion) {
  const { t } = useTranslation('game');
  const language = useLanguage();
  const dir = useTextDir();
  const navigate = useNavigate();
  const questionId = located.question.questionId;
  const countdown = useCountdown({ seconds: QUESTION_TIMER_SECONDS, storageKey: questionTimerKey(game.id, questionId) });
  const [phoneTeam, setPhoneTeam] = useState<TeamIndex | null>(null);
  const [phoneCall, setPhoneCall] = useState<TvPhoneCall | null>(null);
  // The question's clock stands still from the moment Phone a Friend opens until the call ends,
  // whichever way the call starts (its button or the dialog's Start), so time is never up mid-call.
  const pausedForCall = useRef(false);
  const holdClock = () => {
    if (!countdown.running) return;
    countdown.pause();
    pausedForCall.current = true;
  };
  const openCall = (team: TeamIndex) => {
    holdClock();
    setPhoneTeam(team);
  };
  const startCall = (team: TeamIndex) => {
    holdClock();
    void dispatch({ type: 'usePhone', team });
  };
  const endCall = () => {
    setPhoneTeam(null);
    setPhoneCall(null);
    if (pausedForCall.current) countdown.resume();
    pausedForCall.current = false;
  };
  const texts = questionText(detail, language);
  // A TV shows the room the question: this device is the host console, with the answer too.
  const tvPaired = useTvPaired(game.id);
  const { buzzers, remove } = useHostBuzzers(game.id, { watch: tvPaired });
  const buzzing = tvPaired && !!buzzers?.joinCode;
  const title = categoryTitle(categoryInfo(game, located.category.categoryId), language);

  // Reloaded or reached by Back: tell the server which question is on screen.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || state.activeQuestionId === questionId) return;
    opened.current = true;
    void dispatch({ type: 'openQuestion', questionId });
  }, [dispatch, questionId, state.activeQuestionId]);

  useTimerSounds(countdown.remaining, countdown.timeUp, countdown.running);
  useSendTvClock(game.id, questionId, countdown, tvPaired, phoneCall);

  const exit = () => {
    void dispatch({ type: 'closeQuestion' });
    void navigate(boardPath(game.id));
  };
  const showAnswer = () => void navigate(answerPath(game.id, questionId));
  useHotkeys({ Space: countdown.toggle, Enter: showAnswer, Escape: exit });

  return (
    <div className="flex h-full flex-col" data-testid="question-screen">
      <header className="flex items-center gap-4 px-[1.5vw] py-[1.5vh] short:gap-2 short:py-1">
        <SiteLogo purpose="question_logo" className="size-[clamp(2.5rem,4vw,4.5rem)] shrink-0 short:size-8" />
        <CategoryLabel title={title} language={categoryInfo(game, located.category.categoryId)?.contentLanguage} />
        <PointsBadge points={located.question.points} />
        {game.playedBefore?.includes(questionId) ? <PlayedBeforeBadge /> : null}
        <div className="ms-auto flex items-center gap-3 short:gap-1.5">
          {tvPaired ? <TvConnectedBadge /> : null}
          <QuestionTimer countdown={countdown} />
          <MuteToggle />
          <ExitToBoard onExit={exit} />
        </div>
      </header>
      {buzzing ? <ConsoleBuzzWinner winner={buzzers.winner?.questionId === questionId ? buzzers.winner : null} teams={state.teams} /> : null}

      <main className="flex min-h-0 flex-1 flex-col items-center justify-center-safe gap-[3vh] overflow-y-auto px-[6vw] py-[2vh] short:gap-1.5 short:px-3 short:py-1">
        <ArmedAids state={state} points={located.question.points} />
        <QuestionCard texts={texts} media={detail} categoryTitle={title} />
        {tvPaired ? <ConsoleAnswer texts={texts} /> : null}
        {buzzing ? <ConsolePhones phones={buzzers.phones} onRemove={(phoneId) => remove.mutate(phoneId)} removing={remove.isPending} /> : null}
      </main>

      <footer className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-[1.5vw] px-[1.5vw] py-[2vh] short:py-1">
        {TEAM_INDEXES.map((index) => {
          const team = state.teams[index];
          return (
            <div key={index} className={index === 0 ? 'col-start-1 row-start-1' : 'col-start-3 row-start-1'}>
              <TeamScore team={team} index={index}>
                <button
                  type="button"
                  onClick={() => openCall(index)}
                  dir={dir}
                  disabled={team.usedPhone}
                  aria-label={team.usedPhone ? t('question.phoneUsed', { team: team.name }) : t('question.phoneFor', { team: team.name })}
                  data-testid={`phone-${index + 1}`}
                  className={cn(
                    'inline-flex h-[clamp(3rem,6vh,4.5rem)] shrink-0 cursor-pointer items-center gap-2 rounded-xl px-4 text-[clamp(0.9rem,1.1vw,1.4rem)] font-bold transition short:h-8 short:px-2',
                    team.usedPhone ? 'cursor-not-allowed bg-night-3 text-ivory/40' : cn(teamTheme[index].bg, 'text-night hover:brightness-110'),
                  )}
                >
                  {team.usedPhone ? <PhoneOff aria-hidden className="size-6" /> : <Phone aria-hidden className="size-6" />}
                  <span className="hidden lg:inline">{team.usedPhone ? t('question.phoneUsedShort') : t('question.phone')}</span>
                </button>
                {team.doublePending ? (
                  <span
                    className="shrink-0 rounded-lg bg-gold px-2 py-1 font-heading text-lg font-extrabold text-night short:px-1.5 short:py-0.5 short:text-base"
                    title={t('team.doublePending')}
                    data-testid={`double-pending-${index + 1}`}
                  >
                    2X
                  </span>
                ) : null}
                <TeamAidButtons
                  state={state}
                  index={index}
                  onUse={(aid) => void dispatch({ type: 'useAid', team: index, aid })}
                  className="size-[clamp(2.5rem,6vh,4rem)] short:size-8"
                />
              </TeamScore>
            </div>
          );
        })}
        <div className="col-start-2 row-start-1">
          <NextStepButton onClick={showAnswer} testId="show-answer">
            {t('question.showAnswer')}
          </NextStepButton>
        </div>
      </footer>

      <PhoneDialog
        open={phoneTeam !== null}
        team={phoneTeam === null ? null : { index: phoneTeam, name: state.teams[phoneTeam].name }}
        onOpenChange={(open) => !open && endCall()}
        onStart={startCall}
        onCallChange={setPhoneCall}
      />
    </div>
  );
}

/** A tick each second in the last five seconds, and the time-up sound at zero. */
export { QuestionScreen as Component };
