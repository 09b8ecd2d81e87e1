/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { ownCategoryInfos, ownQuestionDetails, ownQuestionPools } from './service';
export { getOwnCategory, languageOfOwnCategory, lockUser, ownCategoryNotFound, questionColumns, questionCountOf } from './service';
export { registerOwnQuestionOrderRoutes } from './order';
export { drawOwnCategory, forgetOwnPlay, forgetOwnPlaysOf, playedBeforeIn, recordOwnPlay } from './plays';
