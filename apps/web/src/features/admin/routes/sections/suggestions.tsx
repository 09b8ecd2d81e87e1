import { SuggestionsQueue } from '../../components/suggestions/suggestions-queue';

/** The console's queue of questions users suggested to the bank (/admin/suggestions). */
export function Component() {
  return <SuggestionsQueue />;
}
