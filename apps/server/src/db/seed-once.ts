import type { Db, Tx } from './client';
import { serverSettings } from './schema/index';

/**
 * Runs `seed` once per database, under a marker kept in the server settings, so that operators'
 * later edits or deletions of what it wrote stay; `seed` itself still checks the table is empty.
 */
export async function seedOnce(db: Db, marker: string, seed: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(serverSettings)
      .values({ key: marker, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: serverSettings.key });
    if (inserted.length > 0) await seed(tx);
  });
}
