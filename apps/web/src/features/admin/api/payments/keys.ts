/** Every list of purchases in the console, whatever its filter: read again after a refund or a re-check. */
export const purchasesKey = ['admin', 'transactions'] as const;
