import { PackagesEditor } from '../../components/packages-editor';

/** The console's store packages section (/admin/packages). */
export function Component() {
  return <PackagesEditor />;
}
