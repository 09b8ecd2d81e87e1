/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { activePassOf, endPassGrant, grantPass } from './grants';
export { DEFAULT_PASS, findPassOnSale, listStorePasses, saleDay, seedPasses, withinSaleDates } from './catalogue';
export type { ActivePass } from './pass-chain';
