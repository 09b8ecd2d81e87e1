import type { Db } from './db/client';
import { seedContentPack } from './modules/content/files/pack-seed';
import { seedSite } from './modules/site/seed';
import { seedPasses } from './modules/passes/index';
import { seedPackages } from './modules/store/service';

/**
 * What a fresh install needs, each part seeded by the module that owns it (idempotent: an
 * operator's edits are never overwritten). The database layer runs it without knowing the
 * modules: `prepareDatabase(database, { seed })`.
 */
export async function seed(db: Db): Promise<void> {
  await seedSite(db);
  await seedContentPack(db);
  await seedPackages(db);
  await seedPasses(db);
}
