/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { gameNotFound } from './errors';
export type { GameStore } from './game-store';
export { BoardContentCache } from './board-content-cache';
export { generateGameCode } from './game-code';
export { boardContentOf } from './read-games';
