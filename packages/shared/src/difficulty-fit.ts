import type { Difficulty } from './constants';

/** A share of plays a team answered, 0..1, from `min` to `max` inclusive. */
export type ShareBand = { min: number; max: number };

/**
 * How often a question of each label should be answered by a team, of the plays judged without
 * 2X or an aid. The bands meet: every share belongs to exactly one label (a share on a border
 * to the easier one).
 */
export const EXPECTED_ANSWERED_SHARE: Record<Difficulty, ShareBand> = {
  easy: { min: 0.7, max: 1 },
  normal: { min: 0.4, max: 0.7 },
  hard: { min: 0, max: 0.4 },
};

/** The interval's confidence: 95%, two-sided (z = 1.96). */
export const CONFIDENCE = 0.95;
const Z = 1.96;

/** Wilson score interval of the share answered: where the true share lies, at 95% confidence. */
export function wilsonInterval(answered: number, plays: number): ShareBand {
  if (plays === 0) return { min: 0, max: 1 };
  const share = answered / plays;
  const z2 = Z * Z;
  const centre = (share + z2 / (2 * plays)) / (1 + z2 / plays);
  const margin = (Z / (1 + z2 / plays)) * Math.sqrt((share * (1 - share)) / plays + z2 / (4 * plays * plays));
  return { min: Math.max(0, centre - margin), max: Math.min(1, centre + margin) };
}

/** The label whose band holds this share. */
export function labelForShare(share: number): Difficulty {
  if (share >= EXPECTED_ANSWERED_SHARE.easy.min) return 'easy';
  if (share >= EXPECTED_ANSWERED_SHARE.normal.min) return 'normal';
  return 'hard';
}

export type LabelMisfit = { interval: ShareBand; suggested: Difficulty; /** How far the interval lies from the label's band. */ distance: number };

/** Null while the interval still overlaps the label's band; otherwise the label the plays suggest. */
export function labelMisfit(label: Difficulty, answered: number, plays: number): LabelMisfit | null {
  const interval = wilsonInterval(answered, plays);
  const band = EXPECTED_ANSWERED_SHARE[label];
  const distance = Math.max(band.min - interval.max, interval.min - band.max);
  if (distance <= 0) return null;
  return { interval, suggested: labelForShare(answered / plays), distance };
}
