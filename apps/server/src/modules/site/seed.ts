import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSettings, siteImages } from '../../db/schema/index';
import { DEFAULT_CONTACT } from './service';

/** Idempotent: the bundled logo and the default contact links, never overwriting an operator's edits. */
export async function seedSite(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(siteImages)
    .where(sql`${siteImages.purpose} = 'main_logo'`);
  if (count === 0) {
    await db.insert(siteImages).values({ purpose: 'main_logo', imageUrl: '/logo.svg', active: true });
  }
  await db.insert(serverSettings).values({ key: 'contact', value: DEFAULT_CONTACT }).onConflictDoNothing();
}
