import { useState } from 'react';
import { useSiteInfo } from '@/lib/site';
import { cn } from '@/lib/cn';

export const DEFAULT_LOGO = '/logo.svg';

/** The operator's logo for a purpose (site_images), the bundled one when none or on error. */
export function SiteLogo({ purpose = 'main_logo', className }: { purpose?: string; className?: string }) {
  const site = useSiteInfo();
  const [failed, setFailed] = useState(false);
  const src = !failed ? (site?.images[purpose] ?? DEFAULT_LOGO) : DEFAULT_LOGO;
  return <img src={src} alt="" className={cn('size-10', className)} onError={() => setFailed(true)} />;
}
