import type { AdminOccasion } from '@app/shared/contracts/occasions';
import type { OccasionKind } from '@app/shared/occasions/calendar';
import type { DbOrTx } from '../../db/client';
import { occasions } from '../../db/schema/index';
import { occasionsWithCategories } from './shipped-occasions';

type Row = typeof occasions.$inferSelect;

/** A centre's own occasion from its row (the table's check keeps its fields filled). */
function ownOccasion(row: Row): AdminOccasion {
  return {
    id: row.id,
    kind: row.kind as OccasionKind,
    start: { month: row.startMonth!, day: row.startDay! },
    ...(row.endMonth !== null && row.endDay !== null ? { end: { month: row.endMonth, day: row.endDay } } : {}),
    nameEn: row.nameEn!,
    nameAr: row.nameAr!,
    categories: row.categories,
    own: true,
    edited: false,
  };
}

/**
 * The occasions in force, read fresh on every call so an operator's change shows everywhere at
 * once: the calendar with the pack's categories or the ones an operator chose instead, then the
 * centre's own occasions.
 */
export async function currentOccasions(db: DbOrTx): Promise<AdminOccasion[]> {
  const rows = await db.select().from(occasions).orderBy(occasions.createdAt, occasions.id);
  const chosen = new Map(rows.filter((row) => !row.own).map((row) => [row.id, row.categories]));
  const builtIn = occasionsWithCategories().map((occasion): AdminOccasion => {
    const categories = chosen.get(occasion.id);
    return { ...occasion, categories: categories ?? occasion.categories, own: false, edited: categories !== undefined };
  });
  return [...builtIn, ...rows.filter((row) => row.own).map(ownOccasion)];
}

/** Without the console's marks, as players' pages get them. */
export const forPlayers = ({ own: _own, edited: _edited, ...occasion }: AdminOccasion) => occasion;
