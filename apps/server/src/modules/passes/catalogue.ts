import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { StorePass } from '@app/shared/contracts/store';
import { civilDateAt } from '@app/shared/occasions/hijri-date';
import type { Db, DbOrTx } from '../../db/client';
import { type packages, passes } from '../../db/schema/index';
import { seedOnce } from '../../db/seed-once';

/** Sale dates are civil days in Kuwait, where the store sells. */
const SALE_TIME_ZONE = 'Asia/Kuwait';

export function saleDay(at: Date): string {
  const { year, month, day } = civilDateAt(at, SALE_TIME_ZONE);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today is within an offer's sale dates (both included; null: no limit). A pass and a package both have them. */
export const withinSaleDates = (columns: { saleFrom: typeof passes.saleFrom | typeof packages.saleFrom; saleTo: typeof passes.saleTo | typeof packages.saleTo }, at: Date) => {
  const today = saleDay(at);
  return and(or(isNull(columns.saleFrom), lte(columns.saleFrom, today)), or(isNull(columns.saleTo), gte(columns.saleTo, today)));
};

/** Not paused, and today is within its sale dates (both included). */
const onSale = (at: Date) => and(eq(passes.active, true), withinSaleDates(passes, at));

/** The passes the store sells today, in the operators' order. */
export async function listStorePasses(db: DbOrTx, at = new Date()): Promise<StorePass[]> {
  const rows = await db.select().from(passes).where(onSale(at)).orderBy(asc(passes.sortOrder), asc(passes.priceFils), asc(passes.id));
  return rows.map((row) => ({ id: row.id, nameEn: row.nameEn, nameAr: row.nameAr, days: row.days, priceFils: row.priceFils, saleTo: row.saleTo }));
}

/** The pass a checkout names, when it is on sale today. */
export async function findPassOnSale(db: DbOrTx, id: number, at = new Date()) {
  const [row] = await db.select().from(passes).where(and(eq(passes.id, id), onSale(at))).limit(1);
  return row ?? null;
}

/** Issue 31: a fresh install sells one pass, as it ships default packages. */
export const DEFAULT_PASS = { nameEn: 'Majlis pass: 30 days', nameAr: 'اشتراك المجلس: 30 يومًا', days: 30, priceFils: 5000, sortOrder: 10 } as const;

/** Seeds the default pass once per database; operators' later edits stay. */
export async function seedPasses(db: Db): Promise<void> {
  await seedOnce(db, 'seeded:passes', async (tx) => {
    const existing = await tx.select({ id: passes.id }).from(passes).limit(1);
    if (existing.length === 0) await tx.insert(passes).values({ ...DEFAULT_PASS, active: true });
  });
}
