import { PackagesEditor } from '../../components/packages-editor';
import { PassesEditor } from '../../components/passes-editor';
import { CouponsEditor } from '../../components/coupons-editor';
import { FeaturedOfferEditor } from '../../components/featured-offer-editor';

/** The console's store section (/admin/packages): points packages, passes beside them, the coupons that discount them, and the landing page's featured offer. */
export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <PackagesEditor />
      <PassesEditor />
      <CouponsEditor />
      <FeaturedOfferEditor />
    </div>
  );
}
