/** The signed-in user's own categories in the query cache: My categories writes them, /play reads them. */
export const OWN_CATEGORIES_KEY = ['own-categories'] as const;
/** GET /api/my-categories (the list with what each lacks). */
export const OWN_CATEGORIES_LIST_KEY = [...OWN_CATEGORIES_KEY, 'list'] as const;
/** GET /api/my-suggestions: my suggestions to the bank and my categories the operators hid (a notice from them refreshes it). */
export const MY_SUGGESTIONS_KEY = ['my-suggestions'] as const;
