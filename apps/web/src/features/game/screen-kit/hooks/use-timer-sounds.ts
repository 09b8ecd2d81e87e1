import { useEffect, useRef } from 'react';
import type { LastAnswer } from '@app/shared/game/state';
import { sounds } from '../utils/sound';

/** While the clock runs: a tick each of the last five seconds and a tone when time is up. */
export function useTimerSounds(remaining: number, timeUp: boolean, running: boolean): void {
  const last = useRef({ remaining, timeUp });
  useEffect(() => {
    const previous = last.current;
    last.current = { remaining, timeUp };
    if (!running) return;
    if (timeUp && !previous.timeUp) sounds.timeUp();
    else if (!timeUp && remaining !== previous.remaining && remaining <= 5) sounds.tick();
  }, [remaining, timeUp, running]);
}

/** A chime when a new judgement gives a team the points (not for the one already shown when the screen opens). */
export function useAnswerChime(lastAnswer: LastAnswer | null): void {
  const key = lastAnswer ? `${lastAnswer.questionId}:${lastAnswer.team}:${lastAnswer.awarded}` : null;
  const shown = useRef(key);
  useEffect(() => {
    if (key === shown.current) return;
    shown.current = key;
    if (lastAnswer && lastAnswer.team !== 'none') sounds.chime();
  }, [key, lastAnswer]);
}
