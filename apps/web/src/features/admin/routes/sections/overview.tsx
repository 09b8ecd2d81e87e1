import { OverviewSection } from '../../components/overview-section';

/** The console's overview section (/admin). */
export function Component() {
  return <OverviewSection />;
}
