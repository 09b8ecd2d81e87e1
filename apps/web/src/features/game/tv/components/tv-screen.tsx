import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import type { TvClock, TvGameView, TvQuestion } from '@app/shared/contracts/tv';
import { QUESTION_TIMER_SECONDS } from '@app/shared/constants';
import { isGameOver } from '@app/shared/game/results';
import { questionText } from '@app/shared/question-text';
import { AnswerCard, QuestionCard } from '@/components/game/question-cards';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { SiteLogo } from '@/components/ui/site-logo';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { cn } from '@/lib/cn';
import { ArmedAids } from '../../screen-kit/components/armed-aids';
import { MuteToggle } from '../../screen-kit/components/mute-toggle';
import { CategoryGrid } from '../../screen-kit/components/category-grid';
import { TimerFace } from '../../screen-kit/components/question-timer';
import { TvBuzzJoin, TvBuzzWinner } from './tv-buzzers';
import { TvPhoneCall } from './tv-phone-call';
import { TeamAidStates } from './team-aid-states';
import { CategoryLabel, PointsBadge, TeamScore } from '../../screen-kit/components/screen-parts';
import { teamTheme } from '../../screen-kit/components/team-theme';
import { WinnerResults } from '../../screen-kit/components/winner-results';
import { useConfetti } from '../../screen-kit/hooks/use-confetti';
import { useCountdown } from '../../screen-kit/hooks/use-countdown';
import { useAnswerChime, useTimerSounds } from '../../screen-kit/hooks/use-timer-sounds';
import { useReducedMotion } from '../../screen-kit/hooks/use-reduced-motion';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { categoryInfo, categoryTitle, isolate, locateQuestion, plusPoints, TEAM_INDEXES } from '../../screen-kit/utils/game-view';

const noop = () => {};

/** What the room sees (1920 x 1080, read from 3-4 m): the board, the open question, the answer once revealed, scores, the winner. */
export function TvScreen({ view, clock = null }: { view: TvGameView; clock?: TvClock | null }) {
  const { state } = view;
  const over = isGameOver(state);
  useAnswerChime(state.lastAnswer);
  return (
    <div className="pattern-bg flex h-full flex-col overflow-hidden" data-testid="tv-screen">
      {over ? (
        <TvWinner view={view} />
      ) : view.question ? (
        <TvQuestionView key={view.question.id} view={view} question={view.question} clock={clock} />
      ) : (
        <TvBoard view={view} />
      )}
      {over ? null : (
        <footer className="grid grid-cols-2 gap-[2vw] border-t border-gold/20 bg-night/90 px-[1.5vw] py-[1.5vh]">
          {TEAM_INDEXES.map((index) => (
            <div key={index} className={cn('rounded-2xl', state.currentTeam === index && !view.question && cn('ring-4', teamTheme[index].ring))}>
              <TeamScore team={state.teams[index]} index={index}>
                <TeamAidStates team={state.teams[index]} index={index} gulf={state.gameType === 'gulf'} />
              </TeamScore>
            </div>
          ))}
        </footer>
      )}
    </div>
  );
}

function TvBoard({ view }: { view: TvGameView }) {
  return (
    <>
      <header className="flex items-center gap-6 px-[1.5vw] py-[1.2vh]">
        <SiteLogo purpose="game_logo" className="size-[clamp(3rem,4.5vw,6rem)] shrink-0" />
        <h1 dir="auto" className="min-w-0 flex-1 truncate font-heading text-[clamp(1.5rem,2.6vw,3.5rem)] font-extrabold" data-testid="tv-game-name">
          {view.name}
        </h1>
        <LastAnswer view={view} />
        <LanguageSwitch />
        <MuteToggle />
        {view.buzzers ? <TvBuzzJoin joinCode={view.buzzers.joinCode} /> : null}
      </header>
      <ArmedAids state={view.state} points={null} compact />
      <main className="min-h-0 flex-1 px-[1.2vw] pb-[1vh]">
        <CategoryGrid game={view} state={view.state} onOpen={noop} />
      </main>
    </>
  );
}

/** Who answered the last tile, as the host judged it: the room sees the points go where they went. */
function LastAnswer({ view }: { view: TvGameView }) {
  const { t } = useTranslation('tv');
  const dir = useTextDir();
  const last = view.state.lastAnswer;
  if (!last) return null;
  const team = last.team === 'none' ? null : last.team === 'team1' ? 0 : 1;
  return (
    <p
      dir={dir}
      data-testid="tv-last-answer"
      className={cn(
        'flex shrink-0 items-center gap-3 rounded-2xl border-2 px-5 py-2 text-[clamp(1.1rem,1.6vw,2.2rem)] font-bold',
        team === null ? 'border-ivory/30 text-ivory/80' : cn(teamTheme[team].border, teamTheme[team].text),
      )}
    >
      {team === null ? <XCircle aria-hidden className="size-[1.2em]" /> : <CheckCircle2 aria-hidden className="size-[1.2em]" />}
      {team === null ? t('lastNone') : t('lastTeam', { team: isolate(view.state.teams[team].name), points: plusPoints(last.awarded) })}
    </p>
  );
}

function TvQuestionView({ view, question, clock }: { view: TvGameView; question: TvQuestion; clock: TvClock | null }) {
  const { t } = useTranslation('tv');
  const language = useLanguage();
  const dir = useTextDir();
  const located = locateQuestion(view.state, question.id);
  // The TV starts its own clock when the question appears (kept across a reload) and follows the
  // host's whenever the host pauses, resumes or resets it.
  const countdown = useCountdown({ seconds: QUESTION_TIMER_SECONDS, storageKey: `tv-timer:${view.id}:${question.id}` });
  const { follow } = countdown;
  useEffect(() => {
    if (clock?.questionId === question.id) follow(clock.elapsedMs, clock.running);
  }, [clock, question.id, follow]);
  useTimerSounds(countdown.remaining, countdown.timeUp, countdown.running && !question.answer);
  const phone = clock?.questionId === question.id ? clock.phone : null;
  const title = categoryTitle(categoryInfo(view, question.categoryId), language);
  // Before the reveal there is no answer: the question's own languages decide which text shows.
  const hidden = { answerAr: '', answerEn: question.questionEn ? '-' : null, acceptedAnswersAr: [], acceptedAnswersEn: [] };
  const texts = questionText({ ...question, ...(question.answer ?? hidden) }, language);
  return (
    <>
      <header className="flex items-center gap-6 px-[1.5vw] py-[1.5vh]">
        <SiteLogo purpose="question_logo" className="size-[clamp(3rem,4.5vw,6rem)] shrink-0" />
        <CategoryLabel title={title} language={categoryInfo(view, question.categoryId)?.contentLanguage} />
        <PointsBadge points={located?.question.points ?? question.points} />
        <div className="ms-auto flex items-center gap-4">
          {question.answer ? null : <TimerFace countdown={countdown} />}
          <MuteToggle />
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col items-center justify-center-safe gap-[2vh] overflow-hidden px-[5vw] py-[1.5vh]" data-testid="tv-question">
        {/* During a call the stakes take less room, so the question stays whole. */}
        <ArmedAids state={view.state} points={question.points} compact={phone !== null} />
        {phone ? <TvPhoneCall key={JSON.stringify(phone)} call={phone} team={view.state.teams[phone.team]} /> : null}
        {view.buzzers?.winner ? <TvBuzzWinner winner={view.buzzers.winner} teams={view.state.teams} /> : null}
        {question.answer ? (
          <AnswerCard texts={texts} />
        ) : (
          <>
            <QuestionCard texts={texts} media={question} categoryTitle={title} />
            <p dir={dir} className="text-[clamp(1rem,1.3vw,1.75rem)] text-ivory/60" data-testid="tv-answer-hidden">
              {t('answerHidden')}
            </p>
          </>
        )}
      </main>
    </>
  );
}

function TvWinner({ view }: { view: TvGameView }) {
  const reducedMotion = useReducedMotion();
  useConfetti(!reducedMotion);
  return (
    <main className="flex min-h-0 flex-1 flex-col items-center justify-center gap-[2.5vh] px-8 py-[3vh] text-center" data-testid="tv-winner">
      <WinnerResults state={view.state} />
    </main>
  );
}
