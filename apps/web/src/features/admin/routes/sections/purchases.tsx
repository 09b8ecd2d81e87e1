import { TransactionsList } from '../../components/transactions-list';

/** The console's purchases section (/admin/purchases). */
export function Component() {
  return <TransactionsList />;
}
