import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { featuredOfferRequestSchema } from '@app/shared/contracts/admin';
import type { FeaturedOffer, FeaturedOfferChoice } from '@app/shared/contracts/store';
import { formatKwd } from '@app/shared/money';
import { formatDayBothCalendars } from '@app/shared/occasions/hijri-date';
import type { Db, DbOrTx } from '../../db/client';
import { packages, passes, serverSettings } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { withinSaleDates } from '../passes/index';
import { getServerSettings } from '../site/index';

/** The operators' choice is kept with the server settings, under this key. */
const KEY = 'featured_offer';

const NONE: FeaturedOfferChoice = { kind: 'none' };

/** The featured offer as chosen (whether or not it is on sale today). */
export async function getFeaturedChoice(db: DbOrTx): Promise<FeaturedOfferChoice> {
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, KEY));
  const value = row?.value as { kind?: unknown; id?: unknown } | undefined;
  if ((value?.kind === 'package' || value?.kind === 'pass') && typeof value.id === 'number') return { kind: value.kind, id: value.id };
  return NONE;
}

/** Chooses the featured offer (or none): the package or pass must exist; audited with before and after. */
export async function setFeaturedChoice(db: Db, operatorId: number, input: z.output<typeof featuredOfferRequestSchema>): Promise<FeaturedOfferChoice> {
  return db.transaction(async (tx) => {
    const before = await getFeaturedChoice(tx);
    const next: FeaturedOfferChoice = input.kind === 'none' || input.id === undefined ? NONE : { kind: input.kind, id: input.id };
    if (next.kind !== 'none') {
      const table = next.kind === 'package' ? packages : passes;
      const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, next.id));
      if (!found) throw new AppError('validation_failed', 'Choose a package or pass that exists.', { id: 'featured_offer_invalid' });
    }
    await tx
      .insert(serverSettings)
      .values({ key: KEY, value: next })
      .onConflictDoUpdate({ target: serverSettings.key, set: { value: next, updatedAt: new Date() } });
    await recordOperatorAction(tx, { operatorId, action: 'featured.update', target: 'featured:landing', before, after: next });
    return next;
  });
}

/** "10 Rajab / 19 December 2026" for a Kuwait day, the Hijri day shifted by the operators' setting. */
function lastDayIn(lastDay: string, hijriOffset: number, language: 'en' | 'ar'): string {
  const [year = 0, month = 1, day = 1] = lastDay.split('-').map(Number);
  const both = formatDayBothCalendars({ year, month, day }, hijriOffset, language);
  return `${both.hijri} / ${both.gregorian}`;
}

/** The featured offer as the landing page shows it; null when none is chosen or it is not on sale at `at`. */
export async function featuredOffer(db: DbOrTx, at = new Date()): Promise<FeaturedOffer | null> {
  const choice = await getFeaturedChoice(db);
  if (choice.kind === 'none') return null;
  const row =
    choice.kind === 'package'
      ? (await db.select().from(packages).where(and(eq(packages.id, choice.id), eq(packages.active, true), withinSaleDates(packages, at))))[0]
      : (await db.select().from(passes).where(and(eq(passes.id, choice.id), eq(passes.active, true), withinSaleDates(passes, at))))[0];
  if (!row) return null;
  const { hijriOffset } = await getServerSettings(db);
  const isPass = 'nameEn' in row;
  return {
    kind: choice.kind,
    id: row.id,
    points: isPass ? null : row.points,
    nameEn: isPass ? row.nameEn : null,
    nameAr: isPass ? row.nameAr : null,
    priceEn: `${formatKwd(row.priceFils)} KWD`,
    priceAr: `${formatKwd(row.priceFils)} د.ك`,
    untilEn: row.saleTo ? lastDayIn(row.saleTo, hijriOffset, 'en') : null,
    untilAr: row.saleTo ? lastDayIn(row.saleTo, hijriOffset, 'ar') : null,
  };
}
