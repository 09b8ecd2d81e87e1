import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactRequestSchema, SiteImagePurpose } from '@app/shared/contracts/site-admin';
import type { Db } from '../../db/client';
import { serverSettings, siteImages } from '../../db/schema/index';
import { recordOperatorAction } from '../audit/index';
import { publishEvent } from '../../core/events/index';
import { getSiteInfo, type SiteInfo } from './service';

/**
 * Puts an uploaded image in place for a purpose (null: back to the bundled default). Older images
 * stay as inactive rows; every open page reads the site data again through the `settings` event.
 */
export async function setSiteImage(db: Db, operatorId: number, purpose: SiteImagePurpose, imageUrl: string | null): Promise<SiteInfo> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .update(siteImages)
      .set({ active: false })
      .where(and(eq(siteImages.purpose, purpose), eq(siteImages.active, true)))
      .returning({ imageUrl: siteImages.imageUrl });
    if (imageUrl) await tx.insert(siteImages).values({ purpose, imageUrl, active: true });
    await recordOperatorAction(tx, { operatorId, action: 'site.image', target: `site_image:${purpose}`, before: { imageUrl: current?.imageUrl ?? null }, after: { imageUrl } });
    await publishEvent(tx, { type: 'settings', key: 'site_images' });
    return getSiteInfo(tx);
  });
}

export async function setContact(db: Db, operatorId: number, contact: z.output<typeof contactRequestSchema>): Promise<SiteInfo> {
  return db.transaction(async (tx) => {
    const before = (await getSiteInfo(tx)).contact;
    await tx
      .insert(serverSettings)
      .values({ key: 'contact', value: contact })
      .onConflictDoUpdate({ target: serverSettings.key, set: { value: contact, updatedAt: new Date() } });
    await recordOperatorAction(tx, { operatorId, action: 'site.contact', target: 'setting:contact', before, after: contact });
    await publishEvent(tx, { type: 'settings', key: 'contact' });
    return getSiteInfo(tx);
  });
}
