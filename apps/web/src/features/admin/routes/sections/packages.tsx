import { PackagesEditor } from '../../components/packages-editor';
import { PassesEditor } from '../../components/passes-editor';

/** The console's store section (/admin/packages): points packages, and passes beside them. */
export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <PackagesEditor />
      <PassesEditor />
    </div>
  );
}
