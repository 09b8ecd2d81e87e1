import { describe, expect, it } from 'vitest';
import { gameActionSchema } from './actions';

function issuePaths(value: unknown): string[] {
  const result = gameActionSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('gameActionSchema', () => {
  it('accepts every action type', () => {
    const actions = [
      { type: 'openQuestion', questionId: 12 },
      { type: 'closeQuestion' },
      { type: 'answer', questionId: 12, team: 'team1' },
      { type: 'answer', questionId: 12, team: 'team2' },
      { type: 'answer', questionId: 12, team: 'none' },
      { type: 'toggleTurn' },
      { type: 'adjustScore', team: 0, direction: 'plus' },
      { type: 'adjustScore', team: 1, direction: 'minus' },
      { type: 'useDouble', team: 1 },
      { type: 'usePhone', team: 0 },
      { type: 'reset' },
    ];
    for (const action of actions) expect(gameActionSchema.parse(action)).toEqual(action);
  });

  it('drops unknown fields', () => {
    expect(gameActionSchema.parse({ type: 'reset', extra: true })).toEqual({ type: 'reset' });
  });

  it('refuses an unknown type or a missing type', () => {
    expect(issuePaths({ type: 'skipQuestion', questionId: 1 })).toEqual(['type']);
    expect(issuePaths({ questionId: 1 })).toEqual(['type']);
    expect(issuePaths('reset')).toEqual(['']);
  });

  it('refuses a question id that is not a positive integer', () => {
    expect(issuePaths({ type: 'openQuestion', questionId: -3 })).toEqual(['questionId']);
    expect(issuePaths({ type: 'openQuestion', questionId: 0 })).toEqual(['questionId']);
    expect(issuePaths({ type: 'answer', questionId: 1.5, team: 'team1' })).toEqual(['questionId']);
    expect(issuePaths({ type: 'answer', questionId: '7', team: 'team1' })).toEqual(['questionId']);
    expect(issuePaths({ type: 'openQuestion' })).toEqual(['questionId']);
  });

  it('refuses an unknown answering team', () => {
    expect(issuePaths({ type: 'answer', questionId: 1, team: 'team3' })).toEqual(['team']);
    expect(issuePaths({ type: 'answer', questionId: 1, team: 0 })).toEqual(['team']);
  });

  it('refuses a team index other than 0 or 1', () => {
    expect(issuePaths({ type: 'useDouble', team: 2 })).toEqual(['team']);
    expect(issuePaths({ type: 'usePhone', team: 'team1' })).toEqual(['team']);
    expect(issuePaths({ type: 'adjustScore', team: -1, direction: 'plus' })).toEqual(['team']);
  });

  it('refuses an unknown score direction', () => {
    expect(issuePaths({ type: 'adjustScore', team: 0, direction: 'double' })).toEqual(['direction']);
  });
});
