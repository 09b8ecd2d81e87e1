import type { GameCategoryInfo } from '@app/shared/contracts/games';
import type { GameQuestion, GameState } from '@app/shared/game/state';
import { useLanguage } from '@/lib/language';
import { categoryInfo, categoryTitle } from '../utils/game-view';
import { CategoryCard } from './category-card';

/** Columns of the category grid: one row up to 3 categories, 2 x 2 for 4, rows of 3 beyond. */
function gridColumns(count: number): number {
  if (count <= 3) return Math.max(1, count);
  return count === 4 ? 2 : 3;
}

/** The board's categories with their tiles, on the host's board and the TV. */
export function CategoryGrid({
  game,
  state,
  onOpen,
}: {
  game: { categories: GameCategoryInfo[] };
  state: GameState;
  onOpen: (question: GameQuestion) => void;
}) {
  const language = useLanguage();
  const columns = gridColumns(state.categories.length);
  const rows = Math.max(1, Math.ceil(state.categories.length / columns));
  return (
    <div
      className="grid h-full gap-[1vw]"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}
    >
      {state.categories.map((category) => {
        const info = categoryInfo(game, category.categoryId);
        return (
          <CategoryCard
            key={category.categoryId}
            category={category}
            info={info}
            title={categoryTitle(info, language)}
            activeQuestionId={state.activeQuestionId}
            onOpen={onOpen}
          />
        );
      })}
    </div>
  );
}
