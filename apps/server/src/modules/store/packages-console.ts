import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPackage, AdminPackagesResponse, packageRequestSchema } from '@app/shared/contracts/admin';
import { parseKwdToFils } from '@app/shared/money';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';

type PackageInput = z.output<typeof packageRequestSchema>;

/** Every package, also the hidden ones, in the store's order. */
export async function listPackages(db: Db): Promise<AdminPackagesResponse> {
  const rows = await db.select().from(packages).orderBy(asc(packages.sortOrder), asc(packages.priceFils), asc(packages.id));
  return { packages: rows.map(toAdminPackage) };
}

export async function createPackage(db: Db, operatorId: number, input: PackageInput): Promise<AdminPackage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(packages).values(toColumns(input)).returning();
    const created = toAdminPackage(row!);
    await recordOperatorAction(tx, { operatorId, action: 'package.create', target: `package:${created.id}`, before: null, after: created });
    return created;
  });
}

/** Changes a package; purchases already started keep the price they were started with. */
export async function updatePackage(db: Db, operatorId: number, id: number, input: PackageInput): Promise<AdminPackage> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
    if (!before) throw notFound('Package not found.');
    const [row] = await tx.update(packages).set(toColumns(input)).where(eq(packages.id, id)).returning();
    const updated = toAdminPackage(row!);
    await recordOperatorAction(tx, { operatorId, action: 'package.update', target: `package:${id}`, before: toAdminPackage(before), after: updated });
    return updated;
  });
}

const toColumns = (input: PackageInput) => ({
  points: input.points,
  // The schema only lets through prices this parses.
  priceFils: parseKwdToFils(input.price)!,
  badgeEn: input.badgeEn || null,
  badgeAr: input.badgeAr || null,
  sortOrder: input.sortOrder,
  active: input.active,
  saleFrom: input.saleFrom || null,
  saleTo: input.saleTo || null,
});

const toAdminPackage = (row: typeof packages.$inferSelect): AdminPackage => ({
  id: row.id,
  points: row.points,
  priceFils: row.priceFils,
  badgeEn: row.badgeEn,
  badgeAr: row.badgeAr,
  sortOrder: row.sortOrder,
  active: row.active,
  saleFrom: row.saleFrom,
  saleTo: row.saleTo,
});
