import { and, asc, eq } from 'drizzle-orm';
import type { StorePackage, StorePackagesResponse } from '@app/shared/contracts/store';
import { packageSavings, singleGamePriceFils } from '@app/shared/pricing';
import type { Db, DbOrTx } from '../../db/client';
import { packages } from '../../db/schema/index';
import { seedOnce } from '../../db/seed-once';
import { listStorePasses, withinSaleDates } from '../passes/index';

/**
 * The packages on sale (shown, and today within their sale dates) in the operators' order, each
 * with its discount and savings labels, and the passes on sale.
 */
export async function listStorePackages(db: DbOrTx, testPayments = false, at = new Date()): Promise<StorePackagesResponse> {
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.active, true), withinSaleDates(packages, at)))
    .orderBy(asc(packages.sortOrder), asc(packages.priceFils), asc(packages.id));
  const single = singleGamePriceFils(rows);
  const list: StorePackage[] = rows.map((row) => ({
    id: row.id,
    points: row.points,
    priceFils: row.priceFils,
    badgeEn: row.badgeEn,
    badgeAr: row.badgeAr,
    ...packageSavings(row, single),
    saleTo: row.saleTo,
  }));
  return { packages: list, passes: await listStorePasses(db, at), singleGamePriceFils: single, testPayments };
}

/** DECISIONS.md 17: 1 game 1.000 KWD; 3 games 2.750; 5 games 4.250; 10 games 7.500; 25 games 17.500. */
export const DEFAULT_PACKAGES = [
  { points: 1, priceFils: 1000, sortOrder: 10, badgeEn: null, badgeAr: null },
  { points: 3, priceFils: 2750, sortOrder: 20, badgeEn: null, badgeAr: null },
  { points: 5, priceFils: 4250, sortOrder: 30, badgeEn: null, badgeAr: null },
  { points: 10, priceFils: 7500, sortOrder: 40, badgeEn: 'Most popular', badgeAr: 'الأكثر طلبًا' },
  { points: 25, priceFils: 17500, sortOrder: 50, badgeEn: 'Best value', badgeAr: 'أفضل قيمة' },
] as const;

/** Seeds the default packages once per database; operators' later edits (or deletions) stay. */
export async function seedPackages(db: Db): Promise<void> {
  await seedOnce(db, 'seeded:packages', async (tx) => {
    const existing = await tx.select({ id: packages.id }).from(packages).limit(1);
    if (existing.length === 0) await tx.insert(packages).values(DEFAULT_PACKAGES.map((p) => ({ ...p, active: true })));
  });
}
