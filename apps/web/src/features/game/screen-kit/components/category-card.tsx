import type { GameCategoryInfo } from '@app/shared/contracts/games';
import type { GameCategory, GameQuestion } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { tileColumns } from '../utils/game-view';

type Props = {
  category: GameCategory;
  info: GameCategoryInfo | undefined;
  title: string;
  activeQuestionId: number | null;
  onOpen: (question: GameQuestion) => void;
};

/** One category on the board: its picture and title, three tiles on the left and three on the right. */
export function CategoryCard({ category, info, title, activeQuestionId, onOpen }: Props) {
  const { left, right } = tileColumns(category.questions);
  return (
    <section
      aria-label={title}
      data-testid={`board-category-${category.categoryId}`}
      className="grid min-h-0 grid-cols-[1fr_1.35fr_1fr] gap-[0.6vw] rounded-2xl border border-gold/25 bg-night-2 p-[0.6vw]"
    >
      <TileColumn questions={left} title={title} activeQuestionId={activeQuestionId} onOpen={onOpen} />
      <div className="flex min-h-0 flex-col overflow-hidden rounded-xl bg-night">
        <div className="relative min-h-0 flex-1">
          {info?.imageUrl ? (
            <img src={info.imageUrl} alt="" className="absolute inset-0 size-full object-contain" />
          ) : (
            <div aria-hidden className="pattern-bg absolute inset-0" />
          )}
        </div>
        <h2
          lang={info?.contentLanguage}
          dir={info?.contentLanguage ? (info.contentLanguage === 'ar' ? 'rtl' : 'ltr') : 'auto'}
          className="flex min-h-[2.6em] items-center justify-center bg-gold px-2 py-1 text-center font-heading text-[clamp(1rem,min(1.3vw,2.4vh),2rem)] font-extrabold leading-tight text-night"
        >
          <span className="line-clamp-2">{title}</span>
        </h2>
      </div>
      <TileColumn questions={right} title={title} activeQuestionId={activeQuestionId} onOpen={onOpen} />
    </section>
  );
}

type ColumnProps = { questions: GameQuestion[]; title: string; activeQuestionId: number | null; onOpen: (question: GameQuestion) => void };

function TileColumn({ questions, title, activeQuestionId, onOpen }: ColumnProps) {
  return (
    <div className="grid min-h-0 grid-rows-3 gap-[0.6vw]">
      {questions.map((question) => (
        <Tile key={question.questionId} question={question} title={title} active={question.questionId === activeQuestionId} onOpen={onOpen} />
      ))}
    </div>
  );
}

function Tile({ question, title, active, onOpen }: { question: GameQuestion; title: string; active: boolean; onOpen: (q: GameQuestion) => void }) {
  const { t } = useTranslation('game');
  if (question.answered) {
    return (
      <div
        role="img"
        aria-label={t('board.answeredTile', { category: title, points: question.points })}
        data-testid={`tile-${question.questionId}`}
        data-answered="true"
        className="rounded-xl border border-ivory/5 bg-night-3/30"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => onOpen(question)}
      aria-label={t('board.tile', { category: title, points: question.points })}
      data-testid={`tile-${question.questionId}`}
      data-points={question.points}
      className={cn(
        'flex min-h-0 cursor-pointer items-center justify-center rounded-xl bg-gradient-to-b from-ivory to-sand font-heading text-[clamp(1.6rem,min(3vw,5.3vh),4.5rem)] font-extrabold leading-none text-night shadow-md transition hover:scale-[1.04] hover:from-gold-light hover:to-gold focus-visible:scale-[1.04]',
        active && 'ring-4 ring-gold',
      )}
    >
      {question.points}
    </button>
  );
}
