import { DIFFICULTIES } from '@app/shared/constants';
import type { DifficultyCounts } from '@app/shared/contracts/own-categories';
import type { TFunction } from './i18n';
import { getLanguage } from './language';

const KEYS = { easy: 'play:mine.needsEasy', normal: 'play:mine.needsNormal', hard: 'play:mine.needsHard' } as const;

/** What an own category still needs to be played, in words ("1 more easy and 2 more hard"); the 'play' catalogue must be loaded. */
export function missingList(t: TFunction, missing: DifficultyCounts): string {
  const parts = DIFFICULTIES.filter((d) => missing[d] > 0).map((d) => t(KEYS[d], { count: missing[d] }));
  return new Intl.ListFormat(getLanguage(), { type: 'conjunction' }).format(parts);
}
