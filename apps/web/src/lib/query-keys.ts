/**
 * Query keys shared by features that read or invalidate the same server data (the new-game
 * screen invalidates categories, My games clears a reset game's board).
 */
export const queryKeys = {
  categoriesAll: ['categories'] as const,
  categories: (userId: number | null) => ['categories', userId ?? 'visitor'] as const,
  gamesAll: ['games'] as const,
  gamesList: (userId: number) => ['games', 'list', userId] as const,
  game: (gameId: number) => ['game', gameId] as const,
};
