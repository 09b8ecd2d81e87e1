import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, SiteImagePurpose } from '@app/shared/contracts/site-admin';
import { apiFetch } from '@/lib/api-client';
import { siteStore, type SiteInfo } from '@/lib/site';

/** Saves a logo (null: the bundled one) or the contact links; the shell's site data updates at once. */
export function useSaveSite() {
  return useMutation({
    mutationFn: (change: { kind: 'image'; purpose: SiteImagePurpose; imageUrl: string | null } | { kind: 'contact'; contact: ContactRequest }) =>
      change.kind === 'image'
        ? apiFetch<SiteInfo>(`/api/admin/site/images/${change.purpose}`, { method: 'PUT', body: { imageUrl: change.imageUrl } })
        : apiFetch<SiteInfo>('/api/admin/site/contact', { method: 'PUT', body: change.contact }),
    onSuccess: (site) => siteStore.set(site),
  });
}
