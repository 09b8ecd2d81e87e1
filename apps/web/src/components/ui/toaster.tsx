import { lazy, Suspense, useEffect, useState } from 'react';
import { registerToasterHost } from '@/lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounts the toaster on the first toast (see lib/toast). */
export function ToasterHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => registerToasterHost(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
