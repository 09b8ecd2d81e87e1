import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { MaintenanceMessage } from '@app/shared/contracts/server-settings';
import type { DbOrTx } from '../../db/client';
import { serverSettings, siteImages, sponsors } from '../../db/schema/index';
import { getServerSettings } from './server-settings';
import { sequentially } from '../../db/sequential';

export const PUBLIC_SETTING_KEYS = ['contact'] as const;
export type ContactSettings = { email: string; instagram: string; x: string; whatsapp: string };

export const DEFAULT_CONTACT: ContactSettings = {
  email: 'support@thaqalayn-quiz.example',
  instagram: 'https://instagram.com/thaqalayn.quiz',
  x: 'https://x.com/thaqalayn_quiz',
  whatsapp: 'https://wa.me/96500000000',
};

export type SiteInfo = {
  images: Record<string, string>;
  contact: ContactSettings;
  sponsors: { id: number; name: string; imageUrl: string | null; linkUrl: string | null }[];
  /** The operator's message to every player, in both languages (null: none). */
  maintenance: MaintenanceMessage | null;
  signupBonus: number;
  /** Days added to every Umm al-Qura date (the operator's setting). */
  hijriOffset: number;
};

/** Public site data for the shell: active images by purpose, contact links, sponsors. */
export async function getSiteInfo(db: DbOrTx): Promise<SiteInfo> {
  const [imageRows, settingRows, sponsorRows, settings] = await sequentially([
    () => db
      .select({ purpose: siteImages.purpose, imageUrl: siteImages.imageUrl })
      .from(siteImages)
      .where(eq(siteImages.active, true))
      .orderBy(desc(siteImages.id)),
    () => db
      .select()
      .from(serverSettings)
      .where(inArray(serverSettings.key, [...PUBLIC_SETTING_KEYS])),
    () => db
      .select({ id: sponsors.id, name: sponsors.name, imageUrl: sponsors.imageUrl, linkUrl: sponsors.linkUrl })
      .from(sponsors)
      .where(and(eq(sponsors.active, true)))
      .orderBy(asc(sponsors.sortOrder), asc(sponsors.id)),
    () => getServerSettings(db),
  ]);
  const images: Record<string, string> = {};
  for (const row of imageRows) images[row.purpose] ??= row.imageUrl;
  const contactRow = settingRows.find((r) => r.key === 'contact');
  return {
    images,
    contact: { ...DEFAULT_CONTACT, ...((contactRow?.value as Partial<ContactSettings> | undefined) ?? {}) },
    sponsors: sponsorRows,
    maintenance: settings.maintenance,
    signupBonus: settings.signupBonus,
    hijriOffset: settings.hijriOffset,
  };
}
