import { describe, expect, it } from 'vitest';
import { applyAction } from './apply-action';
import type { GameAction } from './actions';
import { GULF_AIDS } from './state';
import type { GameState, GulfAid, TeamIndex } from './state';
import { allQuestionIds, newGame, newGulfGame, play, questionById, withScores } from './test-fixtures';

const scores = (state: GameState) => state.teams.map((team) => team.score);
const aidStatuses = (state: GameState, aid: GulfAid) => state.teams.map((team) => team.aids[aid]);
const useAid = (team: TeamIndex, aid: GulfAid): GameAction => ({ type: 'useAid', team, aid });

function playWholeBoard(state: GameState): GameState {
  return play(state, ...allQuestionIds(state).map((questionId): GameAction => ({ type: 'answer', questionId, team: 'none' })));
}

describe('every Gulf aid', () => {
  for (const aid of GULF_AIDS) {
    describe(aid, () => {
      it('is refused in a standard game, which keeps only Phone a Friend and 2X', () => {
        expect(applyAction(newGame(), useAid(0, aid))).toEqual({ ok: false, code: 'aid_not_in_game' });
      });

      it('is armed for the team that takes it, and only that team', () => {
        const state = play(newGulfGame(), useAid(0, aid));
        expect(aidStatuses(state, aid)).toEqual(['armed', 'unused']);
      });

      it('is used once the next question is judged, whoever answered', () => {
        for (const team of ['team1', 'team2', 'none'] as const) {
          const state = play(newGulfGame(), useAid(0, aid), { type: 'answer', questionId: 101, team });
          expect(aidStatuses(state, aid)).toEqual(['used', 'unused']);
        }
      });

      it('is refused a second time for the same team: while armed and after it was used', () => {
        const armed = play(newGulfGame(), useAid(0, aid));
        expect(applyAction(armed, useAid(0, aid))).toEqual({ ok: false, code: 'aid_used' });
        const used = play(armed, { type: 'answer', questionId: 101, team: 'none' }, { type: 'toggleTurn' });
        expect(applyAction(used, useAid(0, aid))).toEqual({ ok: false, code: 'aid_used' });
      });

      it('lets the other team take its own, once', () => {
        const state = play(newGulfGame(), useAid(0, aid), { type: 'answer', questionId: 101, team: 'none' }, useAid(1, aid));
        expect(aidStatuses(state, aid)).toEqual(['used', 'armed']);
        const used = play(state, { type: 'answer', questionId: 102, team: 'none' });
        expect(aidStatuses(used, aid)).toEqual(['used', 'used']);
        expect(applyAction(used, useAid(1, aid))).toEqual({ ok: false, code: 'aid_used' });
      });

      it('cannot be taken once every tile is answered', () => {
        expect(applyAction(playWholeBoard(newGulfGame()), useAid(0, aid))).toEqual({ ok: false, code: 'game_over' });
      });

      it('leaves the other aids, the phone and the 2X untouched', () => {
        const state = play(newGulfGame(), useAid(0, aid), { type: 'answer', questionId: 101, team: 'team2' });
        for (const other of GULF_AIDS.filter((each) => each !== aid)) {
          expect(aidStatuses(state, other)).toEqual(['unused', 'unused']);
        }
        expect(state.teams.map((team) => [team.usedPhone, team.usedDouble])).toEqual([
          [false, false],
          [false, false],
        ]);
      });
    });
  }

  it('a team can arm all three at once and each is used by the same answer', () => {
    const state = play(newGulfGame(), useAid(0, 'pit'), useAid(0, 'answerTwice'), useAid(0, 'rest'));
    expect(state.teams[0].aids).toEqual({ pit: 'armed', answerTwice: 'armed', rest: 'armed' });
    const judged = play(state, { type: 'answer', questionId: 101, team: 'team1' });
    expect(judged.teams[0].aids).toEqual({ pit: 'used', answerTwice: 'used', rest: 'used' });
  });
});

describe('The Pit', () => {
  it('takes the same points from the other team when the team that took it answers', () => {
    const state = play(withScores(newGulfGame(), 0, 1000), useAid(0, 'pit'), { type: 'answer', questionId: 105, team: 'team1' });
    expect(scores(state)).toEqual([600, 400]);
  });

  it('never takes the other team below 0', () => {
    const state = play(withScores(newGulfGame(), 0, 200), useAid(0, 'pit'), { type: 'answer', questionId: 105, team: 'team1' });
    expect(scores(state)).toEqual([600, 0]);
  });

  it('takes what the team won with its 2X: the doubled points', () => {
    const state = play(
      withScores(newGulfGame(), 0, 2000),
      { type: 'useDouble', team: 0 },
      useAid(0, 'pit'),
      { type: 'answer', questionId: 103, team: 'team1' },
    );
    expect(scores(state)).toEqual([800, 1200]);
  });

  it('does nothing when the other team answers or No One does, and is used up', () => {
    const other = play(withScores(newGulfGame(), 1000, 1000), useAid(0, 'pit'), { type: 'answer', questionId: 103, team: 'team2' });
    expect(scores(other)).toEqual([1000, 1400]);
    expect(aidStatuses(other, 'pit')).toEqual(['used', 'unused']);
    const none = play(withScores(newGulfGame(), 1000, 1000), useAid(0, 'pit'), { type: 'answer', questionId: 103, team: 'none' });
    expect(scores(none)).toEqual([1000, 1000]);
    expect(aidStatuses(none, 'pit')).toEqual(['used', 'unused']);
  });

  it('is taken only by the team whose turn it is', () => {
    expect(applyAction(newGulfGame(), useAid(1, 'pit'))).toEqual({ ok: false, code: 'pit_not_turn' });
    expect(play(newGulfGame(), { type: 'toggleTurn' }, useAid(1, 'pit')).teams[1].aids.pit).toBe('armed');
  });

  it('is taken only before the question opens', () => {
    const open = play(newGulfGame(), { type: 'openQuestion', questionId: 101 });
    expect(applyAction(open, useAid(0, 'pit'))).toEqual({ ok: false, code: 'pit_question_open' });
  });

  it('records what it took, for undo', () => {
    const state = play(withScores(newGulfGame(), 0, 300), useAid(0, 'pit'), { type: 'answer', questionId: 103, team: 'team1' });
    expect(state.history.at(-1)).toMatchObject({ questionId: 103, team: 'team1', awarded: 400, pitPenalty: 300 });
  });
});

describe('Answer Twice and Rest', () => {
  it('can be taken while the question is open, by either team, without changing any score', () => {
    const open = play(newGulfGame(), { type: 'openQuestion', questionId: 104 });
    const state = play(open, useAid(1, 'answerTwice'), useAid(0, 'rest'));
    expect(state.teams[1].aids.answerTwice).toBe('armed');
    expect(state.teams[0].aids.rest).toBe('armed');
    expect(state.activeQuestionId).toBe(104);
    const judged = play(state, { type: 'answer', questionId: 104, team: 'team2' });
    expect(scores(judged)).toEqual([0, 400]);
    expect(questionById(judged, 104).awarded).toBe(400);
  });
});
