import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCategory } from '@app/shared/contracts/admin';
import { setLanguage } from '@/lib/language';
import { renderRoutes } from '@/test/render';
import { CategoryManager } from './category-manager';

const category = (slug: string, id: number, missingForGame: AdminCategory['missingForGame']): AdminCategory => ({
  id,
  slug,
  nameEn: `Category ${slug}`,
  nameAr: `فئة ${slug}`,
  descriptionEn: '',
  descriptionAr: '',
  group: null,
  imageUrl: null,
  sortOrder: 0,
  active: true,
  questions: 6,
  activeQuestions: 6,
  missingForGame,
  usedByGames: false,
});

const CATEGORIES = [
  category('full', 1, { easy: 0, normal: 0, hard: 0 }),
  category('one-easy', 2, { easy: 1, normal: 0, hard: 0 }),
  category('empty', 3, { easy: 2, normal: 2, hard: 1 }),
];

function renderManager() {
  renderRoutes([{ path: '/', Component: () => <CategoryManager categories={CATEGORIES} groups={[]} /> }], { at: '/' });
}

afterEach(() => setLanguage('en'));

describe('categories players cannot see for lack of questions', () => {
  it('says in the list and on the category what is missing (English)', async () => {
    setLanguage('en');
    renderManager();
    expect((await screen.findByTestId('category-shortfall-one-easy')).textContent).toBe('Not shown to players: needs 1 more easy question');
    expect(screen.getByTestId('category-shortfall-empty').textContent).toBe(
      'Not shown to players: needs 2 more easy questions, 2 more medium questions, and 1 more hard question',
    );
    expect(screen.queryByTestId('category-shortfall-full')).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[1]!);
    expect(screen.getByTestId('category-2-shortfall').textContent).toBe('Not shown to players: needs 1 more easy question');
  });

  it('says it with Arabic number forms (Arabic)', async () => {
    setLanguage('ar');
    renderManager();
    expect((await screen.findByTestId('category-shortfall-one-easy')).textContent).toBe('لا تظهر للاعبين: ينقصها سؤال سهل واحد');
    expect(screen.getByTestId('category-shortfall-empty').textContent).toBe('لا تظهر للاعبين: ينقصها سؤالان سهلان وسؤالان متوسطان وسؤال صعب واحد');
    expect(screen.queryByTestId('category-shortfall-full')).toBeNull();
  });
});
