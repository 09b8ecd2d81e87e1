/**
 * How often the console's lists that others add to while it is open (reported issues, the audit
 * log) are read again: a new report or another operator's change shows without a reload.
 */
export const LIVE_LIST_REFRESH_MS = 10_000;
