import { PackagesEditor } from '../../components/packages-editor';
import { PassesEditor } from '../../components/passes-editor';
import { CouponsEditor } from '../../components/coupons-editor';

/** The console's store section (/admin/packages): points packages, passes beside them, and the coupons that discount them. */
export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <PackagesEditor />
      <PassesEditor />
      <CouponsEditor />
    </div>
  );
}
