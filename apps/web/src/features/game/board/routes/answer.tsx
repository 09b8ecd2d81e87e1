import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { questionText } from '@app/shared/question-text';
import { SiteLogo } from '@/components/ui/site-logo';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { QuestionGuard, type LoadedQuestion } from '../components/game-guard';
import { MuteToggle } from '../../screen-kit/components/mute-toggle';
import { ReportQuestionButton } from '../components/report-question-dialog';
import { AnswerCard } from '@/components/game/question-cards';
import { CategoryLabel, ExitToBoard, NextStepButton, PointsBadge, StepBack, TeamScore } from '../../screen-kit/components/screen-parts';
import { useHotkeys } from '../hooks/use-hotkeys';
import { categoryInfo, categoryTitle, TEAM_INDEXES } from '../../screen-kit/utils/game-view';
import { boardPath, questionPath, whoAnsweredPath } from '../utils/game-paths';

/** The answer screen (/jeopardy/:gameId/answer/:questionId). */
export function AnswerScreen() {
  return <QuestionGuard>{(loaded) => <AnswerView {...loaded} />}</QuestionGuard>;
}

function AnswerView({ gameId, questionId, game, state, located, detail, dispatch }: LoadedQuestion) {
  const { t } = useTranslation('game');
  const language = useLanguage();
  const navigate = useNavigate();

  const exit = () => {
    void dispatch({ type: 'closeQuestion' });
    void navigate(boardPath(gameId));
  };
  const next = () => void navigate(whoAnsweredPath(gameId, questionId));
  const back = () => void navigate(questionPath(gameId, questionId));
  useHotkeys({ Enter: next, Escape: exit });

  // The answer is on the host's screen: a paired TV may show it now (the server sends it only then).
  const revealed = useRef(false);
  const alreadyRevealed = state.revealedQuestionId === questionId;
  useEffect(() => {
    if (revealed.current || alreadyRevealed) return;
    revealed.current = true;
    void dispatch({ type: 'revealAnswer', questionId });
  }, [alreadyRevealed, dispatch, questionId]);

  const texts = questionText(detail, language);
  const title = categoryTitle(categoryInfo(game, located.category.categoryId), language);

  return (
    <div className="flex h-full flex-col" data-testid="answer-screen">
      <header className="flex items-center gap-4 px-[1.5vw] py-[1.5vh] short:gap-2">
        <StepBack onBack={back} label={t('answer.back')} testId="back-to-question" />
        <SiteLogo purpose="answer_logo" className="size-[clamp(2.5rem,4vw,4.5rem)] shrink-0 short:size-9" />
        <CategoryLabel title={title} language={categoryInfo(game, located.category.categoryId)?.contentLanguage} />
        <PointsBadge points={located.question.points} />
        <div className="ms-auto flex items-center gap-3 short:gap-1.5">
          <ReportQuestionButton gameId={gameId} questionId={questionId} source={detail.source} />
          <MuteToggle />
          <ExitToBoard onExit={exit} label={t('answer.exit')} />
        </div>
      </header>

      <main className="flex min-h-0 flex-1 flex-col items-center justify-center gap-[3vh] overflow-y-auto px-[6vw] py-[2vh]">
        <AnswerCard texts={texts} />
        {detail.source ? (
          <p dir={language === 'ar' ? 'rtl' : 'ltr'} className="max-w-[70vw] text-center text-sm text-ivory/70" data-testid="answer-source">
            {t('answer.source')} <bdi dir="auto">{detail.source}</bdi>
          </p>
        ) : null}
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
