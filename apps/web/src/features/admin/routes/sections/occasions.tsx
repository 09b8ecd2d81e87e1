import { OccasionsManager } from '../../components/occasions/occasions-manager';

/** The console's occasions section (/admin/occasions). */
export function Component() {
  return <OccasionsManager />;
}
