/** The console's report inbox (the feedback area): read again after a report's status or a shared category's visibility changes. */
export const feedbackKey = ['admin', 'feedback'] as const;
