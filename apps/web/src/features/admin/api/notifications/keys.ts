/** The notifications already sent: read again after a new one is sent. */
export const notificationsKey = ['admin', 'notifications'] as const;
