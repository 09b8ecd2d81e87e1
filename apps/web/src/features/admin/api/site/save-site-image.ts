import { useMutation } from '@tanstack/react-query';
import type { SiteImagePurpose } from '@app/shared/contracts/site-admin';
import { apiFetch } from '@/lib/api-client';
import { siteStore, type SiteInfo } from '@/lib/site';

/** Saves a logo (null: the bundled one). */
export const saveSiteImage = ({ purpose, imageUrl }: { purpose: SiteImagePurpose; imageUrl: string | null }) =>
  apiFetch<SiteInfo>(`/api/admin/site/images/${purpose}`, { method: 'PUT', body: { imageUrl } });

/** The shell's site data updates at once. */
export function useSaveSiteImage() {
  return useMutation({ mutationFn: saveSiteImage, onSuccess: (site) => siteStore.set(site) });
}
