import { useState } from 'react';
import { useSiteInfo } from '@/lib/site';
import { cn } from '@/lib/cn';

export const DEFAULT_LOGO = '/logo.svg';

/** The operator's logo for a purpose (site_images), the bundled one when none or on error. */
export function SiteLogo({ purpose = 'main_logo', className }: { purpose?: string; className?: string }) {
  const site = useSiteInfo();
  const chosen = site?.images[purpose] ?? DEFAULT_LOGO;
  // Remembers which image failed, so a newly chosen one is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === chosen ? DEFAULT_LOGO : chosen;
  return <img src={src} alt="" className={cn('size-10', className)} onError={() => setFailed(chosen)} data-testid={`logo-${purpose}`} />;
}
