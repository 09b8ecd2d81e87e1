/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { getCategoryInfos, getQuestionDetails, pickQuestionsForGame, type UnavailableCategory } from './selection';
export { newQuestionColumns, questionColumns, type QuestionFieldValues } from './question-columns';
export { listCategories } from './list-categories';
export { createQuestion } from './console-questions';
export { parseCsv } from './files/csv';
export { CSV_COLUMNS } from './files/content-labels';
