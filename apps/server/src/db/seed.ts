import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { serverSettings, siteImages } from './schema/index';
import { DEFAULT_CONTACT } from '../modules/site/service';
import { seedContentPack } from '../modules/content-tools/pack-seed';
import { seedPackages } from '../modules/store/service';

export type Seeder = (db: Db) => Promise<void>;

/** Idempotent: fills what a fresh install needs and never overwrites an operator's edits. */
async function seedSite(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(siteImages)
    .where(sql`${siteImages.purpose} = 'main_logo'`);
  if (count === 0) {
    await db.insert(siteImages).values({ purpose: 'main_logo', imageUrl: '/logo.svg', active: true });
  }
  await db.insert(serverSettings).values({ key: 'contact', value: DEFAULT_CONTACT }).onConflictDoNothing();
}

/** Later areas (content pack, packages) add their seeders here. */
/** The question pack shipped in content/pack.json (see modules/content-tools/pack-seed.ts). */
async function seedContent(db: Db): Promise<void> {
  await seedContentPack(db);
}

export const SEEDERS: Seeder[] = [seedSite, seedContent, seedPackages];

export async function seed(db: Db): Promise<void> {
  for (const seeder of SEEDERS) await seeder(db);
}
