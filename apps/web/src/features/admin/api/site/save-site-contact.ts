import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@app/shared/contracts/site-admin';
import { apiFetch } from '@/lib/api-client';
import { siteStore, type SiteInfo } from '@/lib/site';

/** Saves the contact links. */
export const saveSiteContact = (contact: ContactRequest) => apiFetch<SiteInfo>('/api/admin/site/contact', { method: 'PUT', body: contact });

/** The shell's site data updates at once. */
export function useSaveSiteContact() {
  return useMutation({ mutationFn: saveSiteContact, onSuccess: (site) => siteStore.set(site) });
}
