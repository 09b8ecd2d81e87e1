/**
 * The game feature: the new-game screen (`new/`), My games (`list/`) and the game screens
 * (`board/`: board, question, answer, who answered, winner, TV and phone buzzer). Its screens are
 * loaded one by one by the router; other code uses the feature only through what is exported here.
 */
export { categoriesKeys } from './new/api/get-categories';
export { gamesKeys } from './list/api/get-games';
export { gameKey } from './board/api/get-game';
export { tvPairingsKey } from './board/api/tv-api';
