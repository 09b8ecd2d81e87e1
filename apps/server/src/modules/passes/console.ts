import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPass, AdminPassesResponse, passRequestSchema } from '@app/shared/contracts/admin';
import { parseKwdToFils } from '@app/shared/money';
import type { Db } from '../../db/client';
import { passes } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';

type PassInput = z.output<typeof passRequestSchema>;

/** Every pass, also the paused ones, in the store's order. */
export async function listPasses(db: Db): Promise<AdminPassesResponse> {
  const rows = await db.select().from(passes).orderBy(asc(passes.sortOrder), asc(passes.priceFils), asc(passes.id));
  return { passes: rows.map(toAdminPass) };
}

export async function createPass(db: Db, operatorId: number, input: PassInput): Promise<AdminPass> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(passes).values(toColumns(input)).returning();
    const created = toAdminPass(row!);
    await recordOperatorAction(tx, { operatorId, action: 'pass.create', target: `pass:${created.id}`, before: null, after: created });
    return created;
  });
}

/** Changes a pass; purchases already started keep the price, days and names they were started with. */
export async function updatePass(db: Db, operatorId: number, id: number, input: PassInput): Promise<AdminPass> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(passes).where(eq(passes.id, id)).for('update');
    if (!before) throw notFound('Pass not found.');
    const [row] = await tx.update(passes).set(toColumns(input)).where(eq(passes.id, id)).returning();
    const updated = toAdminPass(row!);
    await recordOperatorAction(tx, { operatorId, action: 'pass.update', target: `pass:${id}`, before: toAdminPass(before), after: updated });
    return updated;
  });
}

const toColumns = (input: PassInput) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  days: input.days,
  // The schema only lets through prices this parses.
  priceFils: parseKwdToFils(input.price)!,
  saleFrom: input.saleFrom || null,
  saleTo: input.saleTo || null,
  sortOrder: input.sortOrder,
  active: input.active,
});

const toAdminPass = (row: typeof passes.$inferSelect): AdminPass => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  days: row.days,
  priceFils: row.priceFils,
  saleFrom: row.saleFrom,
  saleTo: row.saleTo,
  sortOrder: row.sortOrder,
  active: row.active,
});
