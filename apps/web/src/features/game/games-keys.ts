/** Every list of games (`all`, to re-read them after a change) and one user's list: read by the list, changed by the board and a new game. */
export const gamesKeys = {
  all: ['games'] as const,
  list: (userId: number) => ['games', 'list', userId] as const,
};
