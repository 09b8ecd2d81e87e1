/** The console's packages: read again after one is added or saved (the store reads its own list fresh on its next visit). */
export const packagesKey = ['admin', 'packages'] as const;

/** The offer the landing page features (or none): the saved choice replaces it. */
export const featuredOfferKey = ['admin', 'featured-offer'] as const;
