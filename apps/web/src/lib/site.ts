import { SIGNUP_BONUS_POINTS } from '@app/shared/constants';
import type { MaintenanceMessage } from '@app/shared/contracts/server-settings';
import { apiFetch } from './api-client';
import { createRemoteStore, useRemote } from '@/render/use-remote';

export type SiteInfo = {
  images: Record<string, string>;
  contact: { email: string; instagram: string; x: string; whatsapp: string };
  sponsors: { id: number; name: string; imageUrl: string | null; linkUrl: string | null }[];
  maintenance: MaintenanceMessage | null;
  signupBonus: number;
  /** Days added to every Umm al-Qura date (the operator's setting). */
  hijriOffset: number;
};

export const siteStore = createRemoteStore(() => apiFetch<SiteInfo>('/api/site'));

export function useSiteInfo(): SiteInfo | undefined {
  return useRemote(siteStore);
}

/** The points a new account gets, as an operator set them (the default until the settings arrive). */
export function useSignupBonus(): number {
  return useSiteInfo()?.signupBonus ?? SIGNUP_BONUS_POINTS;
}

/** The operator's shift of the Hijri calendar in days (0 until the site data arrives). */
export function useHijriOffset(): number {
  return useSiteInfo()?.hijriOffset ?? 0;
}
