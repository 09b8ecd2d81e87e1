/** The signed-in user's own categories in the query cache: My categories writes them, /play reads them. */
export const OWN_CATEGORIES_KEY = ['own-categories'] as const;
/** GET /api/my-categories (the list with what each lacks). */
export const OWN_CATEGORIES_LIST_KEY = [...OWN_CATEGORIES_KEY, 'list'] as const;
