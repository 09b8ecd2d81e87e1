import { describe, expect, it } from 'vitest';
import { createGameState, gameStateSchema, upgradeGameState } from './state';
import type { GameState } from './state';
import { newGame, play, setupWith } from './test-fixtures';

const unanswered = { answered: false, answeredBy: null, awarded: 0 };
const newTeamFlags = {
  score: 0,
  usedPhone: false,
  usedDouble: false,
  doublePending: false,
  aids: { pit: 'unused', answerTwice: 'unused', rest: 'unused' },
};

function schemaIssuePaths(value: unknown): string[] {
  const result = gameStateSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('createGameState', () => {
  it('builds the initial board in easy, easy, normal, normal, hard, hard order', () => {
    expect(newGame()).toEqual({
      teams: [
        { name: 'Lions', ...newTeamFlags },
        { name: 'Eagles', ...newTeamFlags },
      ],
      currentTeam: 0,
      categories: [
        {
          categoryId: 1,
          questions: [
            { questionId: 101, difficulty: 'easy', points: 200, ...unanswered },
            { questionId: 102, difficulty: 'easy', points: 200, ...unanswered },
            { questionId: 103, difficulty: 'normal', points: 400, ...unanswered },
            { questionId: 104, difficulty: 'normal', points: 400, ...unanswered },
            { questionId: 105, difficulty: 'hard', points: 600, ...unanswered },
            { questionId: 106, difficulty: 'hard', points: 600, ...unanswered },
          ],
        },
      ],
      activeQuestionId: null,
      revealedQuestionId: null,
      lastAnswer: null,
      gameType: 'standard',
      history: [],
    });
  });

  it('makes a Gulf game when asked, with every aid unused', () => {
    const state = createGameState({ ...setupWith(1), gameType: 'gulf' });
    expect(state.gameType).toBe('gulf');
    expect(state.teams.map((team) => team.aids)).toEqual([newTeamFlags.aids, newTeamFlags.aids]);
  });

  it('keeps the categories in the order given', () => {
    const state = createGameState({
      teamNames: ['A', 'B'],
      categories: [
        { categoryId: 9, questionIds: { easy: [1, 2], normal: [3, 4], hard: [5, 6] } },
        { categoryId: 4, questionIds: { easy: [7, 8], normal: [9, 10], hard: [11, 12] } },
      ],
    });
    expect(state.categories.map((category) => category.categoryId)).toEqual([9, 4]);
    expect(state.categories[1]?.questions.map((question) => question.questionId)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('refuses a setup without categories or with more than 6', () => {
    expect(() => createGameState(setupWith(0))).toThrow('a game needs 1 to 6 categories, got 0');
    expect(() => createGameState(setupWith(7))).toThrow('a game needs 1 to 6 categories, got 7');
  });

  it('refuses a category without exactly 2 questions of each difficulty', () => {
    const setup = setupWith(1);
    const category = setup.categories[0];
    if (!category) throw new Error('setup has no category');
    category.questionIds.hard = [105];
    expect(() => createGameState(setup)).toThrow('category 1 needs 2 hard questions, got 1');
  });
});

describe('upgradeGameState', () => {
  it('reads a game saved before aids and undo as a standard game with nothing to undo', () => {
    const current = play(newGame(), { type: 'useDouble', team: 1 }, { type: 'answer', questionId: 101, team: 'team2' });
    const { gameType: _type, history: _history, revealedQuestionId: _revealed, ...saved } = current;
    const legacy = { ...saved, teams: saved.teams.map(({ aids: _aids, ...team }) => team) } as unknown as GameState;

    const upgraded = upgradeGameState(legacy);

    expect(upgraded).toEqual({ ...current, history: [] });
    expect(gameStateSchema.parse(upgraded)).toEqual(upgraded);
  });

  it('returns a current state as it is', () => {
    const state = newGame();
    expect(upgradeGameState(state)).toBe(state);
  });
});

describe('gameStateSchema', () => {
  it('accepts a new game and a played game after a JSON round trip', () => {
    const played = play(
      newGame(6),
      { type: 'useDouble', team: 0 },
      { type: 'answer', questionId: 305, team: 'team1' },
      { type: 'answer', questionId: 101, team: 'none' },
      { type: 'openQuestion', questionId: 606 },
    );
    for (const state of [newGame(1), played]) {
      expect(gameStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
    }
  });

  it('refuses a state that is not a valid game', () => {
    const game = newGame(2);
    const [firstCategory, secondCategory] = game.categories;
    if (!firstCategory || !secondCategory) throw new Error('setup has no categories');
    const [firstTeam] = game.teams;
    const renumbered = (changes: Partial<GameState>): GameState => ({ ...game, ...changes });

    expect(schemaIssuePaths({ ...game, teams: [firstTeam] })).toEqual(['teams']);
    expect(schemaIssuePaths({ ...game, teams: [...game.teams, firstTeam] })).toEqual(['teams']);
    expect(schemaIssuePaths({ ...game, currentTeam: 2 })).toEqual(['currentTeam']);
    expect(schemaIssuePaths(renumbered({ categories: [] }))).toEqual(['categories']);
    expect(schemaIssuePaths(renumbered({ categories: Array.from({ length: 7 }, () => firstCategory) }))).toEqual([
      'categories',
    ]);
    expect(
      schemaIssuePaths(renumbered({ categories: [{ ...firstCategory, questions: firstCategory.questions.slice(1) }] })),
    ).toEqual(['categories.0.questions', 'categories.0.questions']);
    expect(
      schemaIssuePaths(
        renumbered({ categories: [{ ...firstCategory, questions: [...firstCategory.questions].reverse() }] }),
      ),
    ).toEqual(['categories.0.questions']);
    expect(schemaIssuePaths(renumbered({ categories: [firstCategory, firstCategory] }))).toEqual(['categories']);
    expect(schemaIssuePaths(renumbered({ teams: [{ ...firstTeam, score: -200 }, game.teams[1]] }))).toEqual([
      'teams.0.score',
    ]);
    expect(schemaIssuePaths(renumbered({ teams: [{ ...firstTeam, doublePending: true }, game.teams[1]] }))).toEqual([
      'teams.0.doublePending',
    ]);
    expect(schemaIssuePaths(renumbered({ activeQuestionId: 0 }))).toEqual(['activeQuestionId']);
  });

  it('refuses a question whose fields contradict each other', () => {
    const game = newGame();
    const category = game.categories[0];
    const question = category?.questions[0];
    if (!category || !question) throw new Error('setup has no question');
    const withFirstQuestion = (changes: Record<string, unknown>) => ({
      ...game,
      categories: [{ ...category, questions: [{ ...question, ...changes }, ...category.questions.slice(1)] }],
    });

    expect(schemaIssuePaths(withFirstQuestion({ points: 400 }))).toEqual(['categories.0.questions.0.points']);
    expect(schemaIssuePaths(withFirstQuestion({ answered: true }))).toEqual(['categories.0.questions.0.answeredBy']);
    expect(schemaIssuePaths(withFirstQuestion({ answeredBy: 'team1' }))).toEqual([
      'categories.0.questions.0.answeredBy',
    ]);
    expect(schemaIssuePaths(withFirstQuestion({ answered: true, answeredBy: 'none', awarded: 200 }))).toEqual([
      'categories.0.questions.0.awarded',
    ]);
    expect(schemaIssuePaths(withFirstQuestion({ answeredBy: 'team3' }))).toEqual([
      'categories.0.questions.0.answeredBy',
    ]);
    expect(schemaIssuePaths(withFirstQuestion({ questionId: -1 }))).toEqual(['categories.0.questions.0.questionId']);
  });
});
