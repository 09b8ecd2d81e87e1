/**
 * The game's sounds, synthesised with the Web Audio API (no audio files): a tick in the last
 * five seconds, a time-up tone and a chime for a correct answer. Muting is remembered on the
 * device. Browsers only start audio after a user gesture; every sound here follows one.
 */
const MUTE_KEY = 'game-sound-muted';
const listeners = new Set<() => void>();
let context: AudioContext | null = null;

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

let muted = readMuted();

export function isMuted(): boolean {
  return muted;
}

export function setMuted(value: boolean): void {
  muted = value;
  try {
    if (value) localStorage.setItem(MUTE_KEY, '1');
    else localStorage.removeItem(MUTE_KEY);
  } catch {
    // not remembered, still applied
  }
  for (const listener of listeners) listener();
}

export function subscribeMuted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function audio(): AudioContext | null {
  if (muted) return null;
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return null;
  }
}

type Tone = { frequency: number; start: number; duration: number; type?: OscillatorType; volume?: number };

function play(tones: Tone[]): void {
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  for (const { frequency, start, duration, type = 'sine', volume = 0.2 } of tones) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(volume, now + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + duration);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(now + start);
    oscillator.stop(now + start + duration + 0.02);
  }
}

export const sounds = {
  tick: () => play([{ frequency: 1200, start: 0, duration: 0.06, type: 'square', volume: 0.08 }]),
  timeUp: () =>
    play([
      { frequency: 660, start: 0, duration: 0.25, type: 'triangle', volume: 0.3 },
      { frequency: 440, start: 0.25, duration: 0.25, type: 'triangle', volume: 0.3 },
      { frequency: 330, start: 0.5, duration: 0.5, type: 'triangle', volume: 0.3 },
    ]),
  chime: () =>
    play([
      { frequency: 523.25, start: 0, duration: 0.35 },
      { frequency: 659.25, start: 0.12, duration: 0.35 },
      { frequency: 783.99, start: 0.24, duration: 0.6 },
    ]),
};
