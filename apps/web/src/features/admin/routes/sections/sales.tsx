import { SalesSection } from '../../components/sales-section';

/** The console's sales section (/admin/sales). */
export function Component() {
  return <SalesSection />;
}
