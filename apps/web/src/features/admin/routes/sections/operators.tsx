import { OperatorsList } from '../../components/operators-list';

/** The console's operators section (/admin/operators): who holds the role, since when and granted by whom. */
export function Component() {
  return <OperatorsList />;
}
