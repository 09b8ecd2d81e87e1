import { describe, expect, it } from 'vitest';
import { applyAction } from './apply-action';
import type { GameAction } from './actions';
import type { GameState } from './state';
import { allQuestionIds, deepFreeze, newGame, newGulfGame, play, questionById, withScores } from './test-fixtures';

const undo: GameAction = { type: 'undo' };
const scores = (state: GameState) => state.teams.map((team) => team.score);

describe('undo', () => {
  it('has nothing to take back at the game start', () => {
    expect(applyAction(newGame(), undo)).toEqual({ ok: false, code: 'nothing_to_undo' });
    expect(applyAction(newGulfGame(), undo)).toEqual({ ok: false, code: 'nothing_to_undo' });
  });

  it('takes back a judgement: score, tile, turn and the last answer as before', () => {
    const before = play(newGame(), { type: 'answer', questionId: 101, team: 'team2' }, { type: 'openQuestion', questionId: 105 });
    const judged = play(before, { type: 'answer', questionId: 105, team: 'team1' });
    expect(scores(judged)).toEqual([600, 200]);

    const undone = play(judged, undo);

    expect(scores(undone)).toEqual([0, 200]);
    expect(questionById(undone, 105)).toEqual({
      questionId: 105,
      difficulty: 'hard',
      points: 600,
      answered: false,
      answeredBy: null,
      awarded: 0,
    });
    expect(undone.currentTeam).toBe(before.currentTeam);
    expect(undone.lastAnswer).toEqual({ questionId: 101, team: 'team2', awarded: 200 });
    expect(undone.activeQuestionId).toBeNull();
    expect(undone).toEqual({ ...before, activeQuestionId: null });
  });

  it('takes back No One: the tile opens again and the turn goes back', () => {
    const game = newGame();
    const undone = play(game, { type: 'answer', questionId: 102, team: 'none' }, undo);
    expect(undone).toEqual(game);
  });

  it('steps back one judgement per press, all the way to the game start', () => {
    const game = newGulfGame(2);
    const steps: GameAction[] = [
      { type: 'useDouble', team: 0 },
      { type: 'answer', questionId: 105, team: 'team1' },
      { type: 'useAid', team: 1, aid: 'pit' },
      { type: 'answer', questionId: 201, team: 'team2' },
      { type: 'useAid', team: 0, aid: 'rest' },
      { type: 'answer', questionId: 103, team: 'none' },
      { type: 'answer', questionId: 206, team: 'team2' },
    ];
    const states = steps.reduce<GameState[]>((all, action) => [...all, play(all.at(-1) ?? game, action)], []);
    const afterJudgement = (questionId: number) =>
      states[steps.findIndex((step) => step.type === 'answer' && step.questionId === questionId) - 1] ?? game;

    // What each judgement changed; aids taken between judgements stay taken (see below).
    const judged = (state: GameState) => ({
      scores: scores(state),
      turn: state.currentTeam,
      categories: state.categories,
      lastAnswer: state.lastAnswer,
      history: state.history,
    });
    let state = states.at(-1) ?? game;
    expect(state.history.map((judgement) => judgement.questionId)).toEqual([105, 201, 103, 206]);
    for (const questionId of [206, 103, 201, 105]) {
      state = play(state, undo);
      expect(judged(state), `after undoing ${questionId}`).toEqual(judged(afterJudgement(questionId)));
    }
    expect(scores(state)).toEqual([0, 0]);
    expect(state.teams.map((team) => team.aids)).toEqual([
      { pit: 'unused', answerTwice: 'unused', rest: 'armed' },
      { pit: 'armed', answerTwice: 'unused', rest: 'unused' },
    ]);
    expect(state.teams[0]).toMatchObject({ usedDouble: true, doublePending: true });
    expect(applyAction(state, undo)).toEqual({ ok: false, code: 'nothing_to_undo' });
  });

  it('gives back a 2X the answer consumed, armed for the same team', () => {
    const armed = play(newGame(), { type: 'useDouble', team: 0 });
    const judged = play(armed, { type: 'answer', questionId: 103, team: 'team1' });
    expect(scores(judged)).toEqual([800, 0]);
    expect(judged.teams[0].doublePending).toBe(false);

    const undone = play(judged, undo);

    expect(undone).toEqual(armed);
    expect(undone.teams[0]).toMatchObject({ usedDouble: true, doublePending: true, score: 0 });
    expect(scores(play(undone, { type: 'answer', questionId: 103, team: 'team1' }))).toEqual([800, 0]);
  });

  it('gives back a 2X lost to the other team or to No One', () => {
    for (const team of ['team2', 'none'] as const) {
      const armed = play(newGame(), { type: 'useDouble', team: 0 });
      expect(play(armed, { type: 'answer', questionId: 103, team }, undo)).toEqual(armed);
    }
  });

  it('gives back a Pit the answer consumed, and the points it took from the other team', () => {
    const armed = play(withScores(newGulfGame(), 200, 1000), { type: 'useAid', team: 0, aid: 'pit' });
    const judged = play(armed, { type: 'answer', questionId: 105, team: 'team1' });
    expect(scores(judged)).toEqual([800, 400]);

    const undone = play(judged, undo);

    expect(undone).toEqual(armed);
    expect(undone.teams[0].aids.pit).toBe('armed');
  });

  it('gives back only what the Pit really took when the floor of 0 stopped it', () => {
    const armed = play(withScores(newGulfGame(), 0, 200), { type: 'useAid', team: 0, aid: 'pit' });
    const undone = play(armed, { type: 'answer', questionId: 105, team: 'team1' }, undo);
    expect(scores(undone)).toEqual([0, 200]);
  });

  it('gives back a Pit with a 2X on the same answer', () => {
    const armed = play(
      withScores(newGulfGame(), 0, 2000),
      { type: 'useDouble', team: 0 },
      { type: 'useAid', team: 0, aid: 'pit' },
    );
    const judged = play(armed, { type: 'answer', questionId: 105, team: 'team1' });
    expect(scores(judged)).toEqual([1200, 800]);
    expect(play(judged, undo)).toEqual(armed);
  });

  it('gives back Answer Twice and Rest, for either team', () => {
    const armed = play(
      newGulfGame(),
      { type: 'useAid', team: 0, aid: 'answerTwice' },
      { type: 'useAid', team: 1, aid: 'rest' },
    );
    expect(play(armed, { type: 'answer', questionId: 104, team: 'team2' }, undo)).toEqual(armed);
  });

  it('keeps what happened after the judgement: a later 2X, the phone and manual points', () => {
    const judged = play(newGame(), { type: 'answer', questionId: 103, team: 'team1' });
    const later = play(
      judged,
      { type: 'useDouble', team: 1 },
      { type: 'usePhone', team: 0 },
      { type: 'adjustScore', team: 1, direction: 'plus' },
    );
    const undone = play(later, undo);
    expect(scores(undone)).toEqual([0, 200]);
    expect(undone.teams[1]).toMatchObject({ usedDouble: true, doublePending: true });
    expect(undone.teams[0].usedPhone).toBe(true);
  });

  it('never takes a score below 0 when points were taken off by hand after the judgement', () => {
    const state = play(
      newGame(),
      { type: 'answer', questionId: 103, team: 'team1' },
      { type: 'adjustScore', team: 0, direction: 'minus' },
      { type: 'adjustScore', team: 0, direction: 'minus' },
    );
    expect(scores(state)).toEqual([0, 0]);
    expect(scores(play(state, undo))).toEqual([0, 0]);
  });

  it('reopens a finished game: the last tile can be played again', () => {
    const game = newGame();
    const finished = play(
      game,
      ...allQuestionIds(game).map((questionId): GameAction => ({ type: 'answer', questionId, team: 'team1' })),
    );
    const undone = play(finished, undo);
    expect(questionById(undone, 106).answered).toBe(false);
    expect(scores(undone)).toEqual([1800, 0]);
    expect(applyAction(undone, { type: 'openQuestion', questionId: 106 }).ok).toBe(true);
  });

  it('closes a question opened after the judgement', () => {
    const state = play(newGame(), { type: 'answer', questionId: 101, team: 'team1' }, { type: 'openQuestion', questionId: 102 });
    expect(play(state, undo).activeQuestionId).toBeNull();
  });

  it('has nothing to undo after a reset', () => {
    const state = play(newGame(), { type: 'answer', questionId: 101, team: 'team1' }, { type: 'reset' });
    expect(applyAction(state, undo)).toEqual({ ok: false, code: 'nothing_to_undo' });
  });

  it('does not mutate its input', () => {
    const input = deepFreeze(play(newGulfGame(), { type: 'useAid', team: 0, aid: 'pit' }, { type: 'answer', questionId: 101, team: 'team1' }));
    const before: unknown = JSON.parse(JSON.stringify(input));
    const result = applyAction(input, undo);
    expect(result.ok).toBe(true);
    expect(input).toEqual(before);
  });
});
