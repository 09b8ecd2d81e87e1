/** The store, the payment result pages and the purchase history. Other code uses the feature only through what is exported here. */
export { packagesKey } from './api/get-packages';
export { transactionsKey } from './api/transactions';
export { myPassKey, useMyPass } from './api/my-pass';
export { PassUntil } from './components/pass-until';
