/**
 * Toasts on the game pages appear at the top centre: the spec's bottom corner is where the
 * team panels and scores are, and those must stay readable from across the room.
 */
export const GAME_TOAST = { position: 'top-center' } as const;
