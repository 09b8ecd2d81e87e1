/** The console's passes: read again after one is added or saved (the store reads its own list fresh on its next visit). */
export const passesKey = ['admin', 'passes'] as const;
