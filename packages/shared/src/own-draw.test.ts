import { describe, expect, it } from 'vitest';
import { drawOwnQuestions, type OwnDrawCandidate } from './own-draw';

/** Plays `ids` at `at`: the history a game leaves behind. */
const played = (candidates: OwnDrawCandidate[], ids: number[], at: number) =>
  candidates.map((c) => (ids.includes(c.id) ? { ...c, lastPlayedAt: at } : c));

describe('drawing an own category’s questions', () => {
  it('takes questions never shown before any that were shown', () => {
    const candidates = [
      { id: 1, lastPlayedAt: 100 },
      { id: 2, lastPlayedAt: null },
      { id: 3, lastPlayedAt: 50 },
      { id: 4, lastPlayedAt: null },
    ];
    for (let round = 0; round < 20; round++) expect(drawOwnQuestions(candidates, 2).sort()).toEqual([2, 4]);
  });

  it('then the least recently shown', () => {
    const candidates = [
      { id: 1, lastPlayedAt: 300 },
      { id: 2, lastPlayedAt: 100 },
      { id: 3, lastPlayedAt: 200 },
      { id: 4, lastPlayedAt: null },
    ];
    expect(drawOwnQuestions(candidates, 3).sort()).toEqual([2, 3, 4]);
  });

  it('four of a difficulty: two games show all four before any repeats, the third starts again with the first game’s', () => {
    let candidates: OwnDrawCandidate[] = [1, 2, 3, 4].map((id) => ({ id, lastPlayedAt: null }));
    const first = drawOwnQuestions(candidates, 2);
    candidates = played(candidates, first, 1000);
    const second = drawOwnQuestions(candidates, 2);
    candidates = played(candidates, second, 2000);
    expect([...first, ...second].sort()).toEqual([1, 2, 3, 4]);
    expect(drawOwnQuestions(candidates, 2).sort()).toEqual([...first].sort());
  });

  it('with exactly as many as a game needs, every game has them all', () => {
    const candidates = [
      { id: 7, lastPlayedAt: 5 },
      { id: 8, lastPlayedAt: 9 },
    ];
    expect(drawOwnQuestions(candidates, 2).sort()).toEqual([7, 8]);
  });

  it('orders the same rank by the random numbers it is given', () => {
    const candidates = [1, 2, 3].map((id) => ({ id, lastPlayedAt: null }));
    // Always j = 0: the Fisher-Yates pass from the end rotates [1, 2, 3] into [2, 3, 1].
    expect(drawOwnQuestions(candidates, 3, () => 0)).toEqual([2, 3, 1]);
    // Always j = i: nothing moves.
    expect(drawOwnQuestions(candidates, 3, (n) => n - 1)).toEqual([1, 2, 3]);
  });
});
