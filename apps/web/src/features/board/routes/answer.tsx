import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { GameError, GameLoadError, GameLoading } from '../components/game-status';
import { MuteToggle } from '../components/mute-toggle';
import { CategoryLabel, ExitToBoard, NextStepButton, PointsBadge, StepBack, TeamScore } from '../components/screen-parts';
import { useGame } from '../hooks/use-game';
import { useGameParams } from '../hooks/use-game-params';
import { useHotkeys } from '../hooks/use-hotkeys';
import { useTextDir } from '../hooks/use-text-dir';
import {
  boardPath,
  categoryInfo,
  categoryTitle,
  locateQuestion,
  questionDetail,
  questionPath,
  questionTexts,
  TEAM_INDEXES,
  whoAnsweredPath,
} from '../utils/game-view';

/** The answer screen (/jeopardy/:gameId/answer/:questionId). */
export function AnswerScreen() {
  const { t } = useTranslation('game');
  const language = useLanguage();
  const dir = useTextDir();
  const navigate = useNavigate();
  const { gameId, questionId } = useGameParams();
  const { query, game, state, dispatch } = useGame(gameId);

  const ready = gameId !== null && questionId !== null && game !== undefined && state !== undefined;
  const located = ready ? locateQuestion(state, questionId) : null;
  const detail = ready ? questionDetail(game, questionId) : undefined;
  const live = ready && located !== null && detail !== undefined && !located.question.answered;

  const exit = () => {
    if (gameId === null) return;
    void dispatch({ type: 'closeQuestion' });
    void navigate(boardPath(gameId));
  };
  const next = () => gameId !== null && questionId !== null && void navigate(whoAnsweredPath(gameId, questionId));
  const back = () => gameId !== null && questionId !== null && void navigate(questionPath(gameId, questionId));
  useHotkeys({ Enter: next, Escape: exit }, live);

  if (gameId === null) return <GameError message={t('errors.gameIdMissing')} />;
  if (questionId === null) return <GameError message={t('errors.questionIdMissing')} />;
  if (query.isPending) return <GameLoading />;
  if (!game || !state) return <GameLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!located || !detail) return <GameError message={t('errors.questionNotInGame')} />;
  if (located.question.answered) return <Navigate to={boardPath(gameId)} replace />;

  const texts = questionTexts(detail, language);
  const title = categoryTitle(categoryInfo(game, located.category.categoryId), language);

  return (
    <div className="flex h-full flex-col" data-testid="answer-screen">
      <header className="flex items-center gap-4 px-[1.5vw] py-[1.5vh]">
        <StepBack onBack={back} label={t('answer.back')} testId="back-to-question" />
        <CategoryLabel title={title} />
        <PointsBadge points={located.question.points} />
        <div className="ms-auto flex items-center gap-3">
          <MuteToggle />
          <ExitToBoard onExit={exit} label={t('answer.exit')} />
        </div>
      </header>

      <main className="flex min-h-0 flex-1 flex-col items-center justify-center gap-[3vh] overflow-y-auto px-[6vw] py-[2vh]">
        <p lang={texts.lang} dir="auto" className="max-w-[70vw] text-center text-[clamp(1.1rem,1.5vw,2rem)] leading-relaxed text-ivory/70" data-testid="answer-question-text">
          {texts.question}
        </p>
        <div className="w-full max-w-[80vw] animate-rise rounded-3xl border-2 border-gold bg-night-2 px-[3vw] py-[4vh] text-center shadow-2xl">
          <h1 dir={dir} className="mb-[2vh] text-[clamp(1rem,1.3vw,1.75rem)] font-bold uppercase tracking-widest text-gold">{t('answer.title')}</h1>
          <p
            lang={texts.lang}
            dir="auto"
            data-testid="answer-text"
            className="font-heading text-[clamp(1.8rem,min(2.8vw,4.8vh),4rem)] font-extrabold leading-[1.5] text-white"
          >
            {texts.answer}
          </p>
          {texts.accepted.length > 0 ? (
            <div
              dir={dir}
              data-testid="accepted-answers"
              className="mt-[2.5vh] flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-[clamp(0.95rem,1.15vw,1.6rem)]"
            >
              <span className="font-semibold text-gold">{t('answer.alsoAccept')}</span>
              <ul className="flex flex-wrap justify-center gap-2">
                {texts.accepted.map((answer) => (
                  <li key={answer} lang={texts.lang} dir="auto" className="rounded-lg border border-ivory/25 px-3 py-0.5 text-ivory/90">
                    {answer}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </main>

      <footer className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-[1.5vw] px-[1.5vw] py-[2vh]">
        {TEAM_INDEXES.map((index) => (
          <div key={index} className={index === 0 ? 'col-start-1 row-start-1' : 'col-start-3 row-start-1'}>
            <TeamScore team={state.teams[index]} index={index} />
          </div>
        ))}
        <div className="col-start-2 row-start-1">
          <NextStepButton onClick={next} testId="who-answered">
            {t('answer.whoAnswered')}
          </NextStepButton>
        </div>
      </footer>
    </div>
  );
}

export { AnswerScreen as Component };
