import { afterEach, describe, expect, it } from 'vitest';
import { RESULT_PAUSE_MS, resultPauseMs } from './result-pause';

const settings = globalThis as { resultPauseMs?: unknown };

describe('the result pause', () => {
  afterEach(() => delete settings.resultPauseMs);

  it('is the spec’s one second unless a page asks for less', () => {
    expect(RESULT_PAUSE_MS).toBe(1000);
    expect(resultPauseMs()).toBe(1000);
  });

  it('takes a shorter pause set before the page loaded', () => {
    settings.resultPauseMs = 0;
    expect(resultPauseMs()).toBe(0);
    settings.resultPauseMs = 250;
    expect(resultPauseMs()).toBe(250);
  });

  it('never lengthens the pause or takes a value that is not a number of milliseconds', () => {
    for (const value of [5000, 1000, -1, Number.NaN, '0', null, {}]) {
      settings.resultPauseMs = value;
      expect(resultPauseMs(), String(value)).toBe(1000);
    }
  });
});
