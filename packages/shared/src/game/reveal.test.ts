import { describe, expect, it } from 'vitest';
import { applyAction } from './apply-action';
import { newGame, play } from './test-fixtures';

describe('revealAnswer', () => {
  it('marks the open question as revealed', () => {
    const state = play(newGame(), { type: 'openQuestion', questionId: 103 }, { type: 'revealAnswer', questionId: 103 });
    expect(state.activeQuestionId).toBe(103);
    expect(state.revealedQuestionId).toBe(103);
  });

  it('opens the question when the answer screen is reloaded', () => {
    const state = play(newGame(), { type: 'revealAnswer', questionId: 105 });
    expect([state.activeQuestionId, state.revealedQuestionId]).toEqual([105, 105]);
  });

  it('is hidden again by the next question, closing, judging, undo and reset', () => {
    const revealed = play(newGame(), { type: 'revealAnswer', questionId: 101 });
    expect(play(revealed, { type: 'openQuestion', questionId: 102 }).revealedQuestionId).toBeNull();
    expect(play(revealed, { type: 'closeQuestion' }).revealedQuestionId).toBeNull();
    const judged = play(revealed, {
      type: 'answer',
      questionId: 101,
      team: 'team1',
    });
    expect(judged.revealedQuestionId).toBeNull();
    expect(play(judged, { type: 'undo' }).revealedQuestionId).toBeNull();
    expect(play(revealed, { type: 'reset' }).revealedQuestionId).toBeNull();
  });

  it('stays revealed when the host goes back to the same question', () => {
    const revealed = play(newGame(), { type: 'revealAnswer', questionId: 104 });
    expect(play(revealed, { type: 'openQuestion', questionId: 104 }).revealedQuestionId).toBe(104);
  });

  it('refuses an unknown or answered question', () => {
    expect(applyAction(newGame(), { type: 'revealAnswer', questionId: 999 })).toEqual({ ok: false, code: 'question_not_found' });
    const answered = play(newGame(), {
      type: 'answer',
      questionId: 101,
      team: 'none',
    });
    expect(applyAction(answered, { type: 'revealAnswer', questionId: 101 })).toEqual({ ok: false, code: 'question_answered' });
  });
});
