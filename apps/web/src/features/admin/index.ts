/** The operator's console (/admin). Other code uses the feature only through what is exported here. */
export { adminKeys, usersKey } from './api/admin-api';
export { auditKey } from './api/audit-api';
export { contentKeys } from './api/content-api';
export { overviewKey } from './api/overview-api';
export { purchasesKey } from './api/payments-api';
export { playerKey } from './api/players-api';
export { presenceKey } from './api/presence-api';
export { settingsKey } from './api/settings-api';
export { sponsorsKey } from './api/sponsors-api';
