import { describe, expect, it } from 'vitest';
import { applyAction } from './apply-action';
import { gameResults, isGameOver } from './results';
import { allQuestionIds, newGame, play, withScores } from './test-fixtures';

describe('isGameOver', () => {
  it('is false for a new game', () => {
    expect(isGameOver(newGame(6))).toBe(false);
  });

  it('is false for a game without categories', () => {
    expect(isGameOver({ ...newGame(), categories: [] })).toBe(false);
  });

  it('becomes true only with the last of 36 answers in a full game', () => {
    let state = newGame(6);
    const questionIds = allQuestionIds(state);
    expect(questionIds).toHaveLength(36);

    for (const [index, questionId] of questionIds.entries()) {
      expect(isGameOver(state)).toBe(false);
      state = play(
        state,
        { type: 'openQuestion', questionId },
        { type: 'answer', questionId, team: state.currentTeam === 0 ? 'team1' : 'team2' },
      );
      expect(isGameOver(state)).toBe(index === questionIds.length - 1);
    }

    // Each category alternates 200/400/600 to team 0 and 200/400/600 to team 1.
    expect(state.teams.map((team) => team.score)).toEqual([7200, 7200]);
    expect(state.currentTeam).toBe(0);
    expect(applyAction(state, { type: 'openQuestion', questionId: 101 })).toEqual({ ok: false, code: 'game_over' });
    expect(gameResults(state)).toEqual({
      standings: [
        { team: 0, name: 'Lions', score: 7200 },
        { team: 1, name: 'Eagles', score: 7200 },
      ],
      winner: null,
      draw: true,
    });
  });
});

describe('gameResults', () => {
  it('names team 0 the winner when it leads', () => {
    expect(gameResults(withScores(newGame(), 1200, 800))).toEqual({
      standings: [
        { team: 0, name: 'Lions', score: 1200 },
        { team: 1, name: 'Eagles', score: 800 },
      ],
      winner: 0,
      draw: false,
    });
  });

  it('puts team 1 first and names it the winner when it leads', () => {
    expect(gameResults(withScores(newGame(), 200, 1400))).toEqual({
      standings: [
        { team: 1, name: 'Eagles', score: 1400 },
        { team: 0, name: 'Lions', score: 200 },
      ],
      winner: 1,
      draw: false,
    });
  });

  it('is a draw with no winner on equal scores, team 0 listed first', () => {
    expect(gameResults(withScores(newGame(), 600, 600))).toEqual({
      standings: [
        { team: 0, name: 'Lions', score: 600 },
        { team: 1, name: 'Eagles', score: 600 },
      ],
      winner: null,
      draw: true,
    });
  });

  it('is a draw at 0 to 0', () => {
    const results = gameResults(newGame());
    expect(results.winner).toBeNull();
    expect(results.draw).toBe(true);
  });
});
