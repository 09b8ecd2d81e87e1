import { describe, expect, it } from 'vitest';
import { applyAction, pointsIfAnswered } from './apply-action';
import type { GameAction } from './actions';
import type { GameState } from './state';
import { allQuestionIds, deepFreeze, newGame, play, questionById, withScores } from './test-fixtures';

const scores = (state: GameState) => state.teams.map((team) => team.score);

function playWholeBoard(state: GameState): GameState {
  return play(state, ...allQuestionIds(state).map((questionId): GameAction => ({ type: 'answer', questionId, team: 'none' })));
}

describe('openQuestion', () => {
  it('sets the active question', () => {
    const state = play(newGame(), { type: 'openQuestion', questionId: 103 });
    expect(state.activeQuestionId).toBe(103);
  });

  it('refuses a question that does not exist', () => {
    expect(applyAction(newGame(), { type: 'openQuestion', questionId: 999 })).toEqual({
      ok: false,
      code: 'question_not_found',
    });
  });

  it('refuses a question that is already answered', () => {
    const state = play(newGame(), { type: 'answer', questionId: 101, team: 'team1' });
    expect(applyAction(state, { type: 'openQuestion', questionId: 101 })).toEqual({
      ok: false,
      code: 'question_answered',
    });
  });

  it('refuses once the game is over', () => {
    const finished = playWholeBoard(newGame());
    expect(applyAction(finished, { type: 'openQuestion', questionId: 101 })).toEqual({ ok: false, code: 'game_over' });
  });
});

describe('closeQuestion', () => {
  it('clears the active question', () => {
    const open = play(newGame(), { type: 'openQuestion', questionId: 104 });
    expect(play(open, { type: 'closeQuestion' }).activeQuestionId).toBeNull();
  });

  it('is accepted when no question is open', () => {
    const game = newGame();
    expect(applyAction(game, { type: 'closeQuestion' })).toEqual({ ok: true, state: game });
  });
});

describe('answer', () => {
  it('gives the tile points to team1 and records the answer', () => {
    const open = play(newGame(), { type: 'openQuestion', questionId: 105 });
    const state = play(open, { type: 'answer', questionId: 105, team: 'team1' });

    expect(scores(state)).toEqual([600, 0]);
    expect(questionById(state, 105)).toEqual({
      questionId: 105,
      difficulty: 'hard',
      points: 600,
      answered: true,
      answeredBy: 'team1',
      awarded: 600,
    });
    expect(state.lastAnswer).toEqual({ questionId: 105, team: 'team1', awarded: 600 });
    expect(state.activeQuestionId).toBeNull();
    expect(state.currentTeam).toBe(1);
  });

  it('gives the tile points to team2', () => {
    const state = play(newGame(), { type: 'answer', questionId: 103, team: 'team2' });
    expect(scores(state)).toEqual([0, 400]);
    expect(questionById(state, 103).answeredBy).toBe('team2');
    expect(state.lastAnswer).toEqual({ questionId: 103, team: 'team2', awarded: 400 });
  });

  it('scores No One as incorrect: no points, tile answered by none', () => {
    const state = play(newGame(), { type: 'answer', questionId: 106, team: 'none' });
    expect(scores(state)).toEqual([0, 0]);
    expect(questionById(state, 106)).toMatchObject({ answered: true, answeredBy: 'none', awarded: 0 });
    expect(state.lastAnswer).toEqual({ questionId: 106, team: 'none', awarded: 0 });
    expect(state.currentTeam).toBe(1);
  });

  it('leaves the other tiles untouched', () => {
    const game = newGame();
    const state = play(game, { type: 'answer', questionId: 102, team: 'team1' });
    for (const questionId of allQuestionIds(game).filter((id) => id !== 102)) {
      expect(questionById(state, questionId)).toEqual(questionById(game, questionId));
    }
  });

  it('refuses a question that does not exist', () => {
    expect(applyAction(newGame(), { type: 'answer', questionId: 999, team: 'team1' })).toEqual({
      ok: false,
      code: 'question_not_found',
    });
  });

  it('refuses the second of two answers to the same tile', () => {
    const first = play(newGame(), { type: 'answer', questionId: 101, team: 'team1' });
    expect(applyAction(first, { type: 'answer', questionId: 101, team: 'team2' })).toEqual({
      ok: false,
      code: 'question_answered',
    });
  });
});

describe('turn', () => {
  it('advances after every answer and wraps back to team 0', () => {
    const game = newGame();
    expect(game.currentTeam).toBe(0);
    const afterOne = play(game, { type: 'answer', questionId: 101, team: 'team1' });
    expect(afterOne.currentTeam).toBe(1);
    const afterTwo = play(afterOne, { type: 'answer', questionId: 102, team: 'none' });
    expect(afterTwo.currentTeam).toBe(0);
    const afterThree = play(afterTwo, { type: 'answer', questionId: 103, team: 'team2' });
    expect(afterThree.currentTeam).toBe(1);
  });

  it('toggleTurn flips between the teams', () => {
    const once = play(newGame(), { type: 'toggleTurn' });
    expect(once.currentTeam).toBe(1);
    expect(play(once, { type: 'toggleTurn' }).currentTeam).toBe(0);
  });
});

describe('adjustScore', () => {
  it('adds 200 with plus', () => {
    expect(scores(play(newGame(), { type: 'adjustScore', team: 1, direction: 'plus' }))).toEqual([0, 200]);
  });

  it('subtracts 200 with minus', () => {
    const state = withScores(newGame(), 400, 600);
    expect(scores(play(state, { type: 'adjustScore', team: 0, direction: 'minus' }))).toEqual([200, 600]);
  });

  it('stops at 0 when the score is below 200', () => {
    const state = withScores(newGame(), 150, 150);
    expect(scores(play(state, { type: 'adjustScore', team: 0, direction: 'minus' }))).toEqual([0, 150]);
  });

  it('refuses minus at 0', () => {
    expect(applyAction(newGame(), { type: 'adjustScore', team: 1, direction: 'minus' })).toEqual({
      ok: false,
      code: 'score_at_zero',
    });
  });

  it('refuses both once every tile is answered: the scores are final', () => {
    const finished = withScores(playWholeBoard(newGame()), 400, 400);
    for (const direction of ['plus', 'minus'] as const) {
      expect(applyAction(finished, { type: 'adjustScore', team: 0, direction })).toEqual({ ok: false, code: 'game_over' });
    }
  });
});

describe('2x', () => {
  it('says what an answer would earn: the value, doubled while the team has 2X armed', () => {
    const armed = play(newGame(), { type: 'useDouble', team: 1 });
    expect(pointsIfAnswered(armed.teams[1], 400)).toBe(800);
    expect(pointsIfAnswered(armed.teams[0], 400)).toBe(400);
  });

  it('cannot be used once every tile is answered', () => {
    expect(applyAction(playWholeBoard(newGame()), { type: 'useDouble', team: 0 })).toEqual({ ok: false, code: 'game_over' });
  });

  it('marks the double used and pending for that team only', () => {
    const state = play(newGame(), { type: 'useDouble', team: 1 });
    expect(state.teams[1]).toMatchObject({ usedDouble: true, doublePending: true });
    expect(state.teams[0]).toMatchObject({ usedDouble: false, doublePending: false });
  });

  it('doubles exactly one answer of the team that used it', () => {
    const doubled = play(
      newGame(),
      { type: 'useDouble', team: 0 },
      { type: 'answer', questionId: 105, team: 'team1' },
    );
    expect(scores(doubled)).toEqual([1200, 0]);
    expect(questionById(doubled, 105).awarded).toBe(1200);
    expect(doubled.lastAnswer).toEqual({ questionId: 105, team: 'team1', awarded: 1200 });
    expect(doubled.teams[0]).toMatchObject({ usedDouble: true, doublePending: false });

    const next = play(doubled, { type: 'answer', questionId: 106, team: 'team1' });
    expect(scores(next)).toEqual([1800, 0]);
    expect(questionById(next, 106).awarded).toBe(600);
  });

  it('is lost when No One answers', () => {
    const state = play(
      newGame(),
      { type: 'useDouble', team: 0 },
      { type: 'answer', questionId: 105, team: 'none' },
    );
    expect(state.teams[0]).toMatchObject({ usedDouble: true, doublePending: false });

    const next = play(state, { type: 'answer', questionId: 106, team: 'team1' });
    expect(scores(next)).toEqual([600, 0]);
  });

  it('is lost when the other team answers, and does not double the other team', () => {
    const state = play(
      newGame(),
      { type: 'useDouble', team: 0 },
      { type: 'answer', questionId: 105, team: 'team2' },
    );
    expect(scores(state)).toEqual([0, 600]);
    expect(state.teams[0]).toMatchObject({ usedDouble: true, doublePending: false });

    const next = play(state, { type: 'answer', questionId: 106, team: 'team1' });
    expect(scores(next)).toEqual([600, 600]);
  });

  it('clears both pending doubles after one answer, doubling only the answering team', () => {
    const state = play(
      newGame(),
      { type: 'useDouble', team: 0 },
      { type: 'useDouble', team: 1 },
      { type: 'answer', questionId: 103, team: 'team2' },
    );
    expect(scores(state)).toEqual([0, 800]);
    expect(state.teams.map((team) => team.doublePending)).toEqual([false, false]);
  });

  it('refuses a second use by the same team, even after it was consumed', () => {
    const pending = play(newGame(), { type: 'useDouble', team: 0 });
    expect(applyAction(pending, { type: 'useDouble', team: 0 })).toEqual({ ok: false, code: 'double_used' });

    const consumed = play(pending, { type: 'answer', questionId: 101, team: 'team1' });
    expect(applyAction(consumed, { type: 'useDouble', team: 0 })).toEqual({ ok: false, code: 'double_used' });
  });

  it('lets the other team use its own double', () => {
    const state = play(newGame(), { type: 'useDouble', team: 0 }, { type: 'useDouble', team: 1 });
    expect(state.teams.map((team) => team.usedDouble)).toEqual([true, true]);
  });
});

describe('phone a friend', () => {
  it('marks the phone used for that team only, without touching scores', () => {
    const state = play(newGame(), { type: 'usePhone', team: 0 });
    expect(state.teams.map((team) => team.usedPhone)).toEqual([true, false]);
    expect(scores(state)).toEqual([0, 0]);
  });

  it('refuses a second use by the same team', () => {
    const state = play(newGame(), { type: 'usePhone', team: 1 });
    expect(applyAction(state, { type: 'usePhone', team: 1 })).toEqual({ ok: false, code: 'phone_used' });
  });

  it('lets the other team use its own phone', () => {
    const state = play(newGame(), { type: 'usePhone', team: 1 }, { type: 'usePhone', team: 0 });
    expect(state.teams.map((team) => team.usedPhone)).toEqual([true, true]);
  });
});

describe('reset', () => {
  it('restores the initial state, keeping team names and question ids', () => {
    const game = newGame(2);
    const played = play(
      game,
      { type: 'useDouble', team: 0 },
      { type: 'usePhone', team: 0 },
      { type: 'useDouble', team: 1 },
      { type: 'usePhone', team: 1 },
      { type: 'answer', questionId: 105, team: 'team1' },
      { type: 'answer', questionId: 201, team: 'none' },
      { type: 'adjustScore', team: 1, direction: 'plus' },
      { type: 'toggleTurn' },
      { type: 'openQuestion', questionId: 206 },
    );
    expect(played).not.toEqual(game);

    const state = play(played, { type: 'reset' });
    expect(state).toEqual(game);
    expect(state.teams.map((team) => team.name)).toEqual(['Lions', 'Eagles']);
    expect(allQuestionIds(state)).toEqual([101, 102, 103, 104, 105, 106, 201, 202, 203, 204, 205, 206]);
  });
});

describe('immutability', () => {
  const actions: GameAction[] = [
    { type: 'openQuestion', questionId: 102 },
    { type: 'closeQuestion' },
    { type: 'answer', questionId: 102, team: 'team1' },
    { type: 'answer', questionId: 103, team: 'none' },
    { type: 'toggleTurn' },
    { type: 'adjustScore', team: 0, direction: 'plus' },
    { type: 'adjustScore', team: 1, direction: 'minus' },
    { type: 'useDouble', team: 0 },
    { type: 'usePhone', team: 1 },
    { type: 'reset' },
  ];

  for (const action of actions) {
    it(`${action.type} ${JSON.stringify(action)} does not mutate its input`, () => {
      const input = play(newGame(), { type: 'answer', questionId: 101, team: 'team2' }, { type: 'useDouble', team: 1 });
      const before: unknown = JSON.parse(JSON.stringify(input));
      deepFreeze(input);

      const result = applyAction(input, action);

      expect(result.ok).toBe(true);
      expect(input).toEqual(before);
      if (result.ok) expect(result.state).not.toBe(input);
    });
  }
});
