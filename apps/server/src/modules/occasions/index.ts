/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { occasionsWithCategories, readShippedOccasions, type OccasionsFile } from './shipped-occasions';
export { checkShippedOccasions, type OccasionIssue } from './check-occasions';
