import { asc, eq, like } from 'drizzle-orm';
import { occasionEnd, type AdminOccasion, type AdminOccasionsResponse, type OwnOccasionInput } from '@app/shared/contracts/occasions';
import type { Database, Db, Tx } from '../../db/client';
import { categories, occasions } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { listCategories } from '../content/index';
import { publishEvent } from '../../core/events/index';
import { currentOccasions } from './occasion-store';

/** The prefix of a centre's own occasion's id: the calendar's ids never start with it. */
const OWN_PREFIX = 'centre-';

/** The slugs of the categories players can play now (active, enough questions for a game). */
async function playableSlugs(database: Database): Promise<Set<string>> {
  const { groups } = await listCategories(database, null);
  return new Set(groups.flatMap((group) => group.categories.map((category) => category.slug)));
}

/** Every occasion the console lists, and every category of the bank to name theirs by. */
export async function listAdminOccasions(db: Db, database: Database): Promise<AdminOccasionsResponse> {
  const [list, rows, playable] = await Promise.all([
    currentOccasions(db),
    db.select({ slug: categories.slug, nameEn: categories.nameEn, nameAr: categories.nameAr }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    playableSlugs(database),
  ]);
  return { occasions: list, categories: rows.map((row) => ({ ...row, playable: playable.has(row.slug) })) };
}

/** Refuses a category players cannot play (unknown, hidden, or without a game's questions). */
async function checkCategories(database: Database, slugs: readonly string[]): Promise<void> {
  const playable = await playableSlugs(database);
  const unknown = slugs.find((slug) => !playable.has(slug));
  if (unknown !== undefined) {
    throw new AppError('validation_failed', `Unknown category "${unknown}": choose categories players can play.`, { categories: 'category_unknown' });
  }
}

async function findOccasion(tx: Tx, id: string): Promise<AdminOccasion> {
  const found = (await currentOccasions(tx)).find((occasion) => occasion.id === id);
  if (!found) throw notFound('Occasion not found.');
  return found;
}

/** What the audit log keeps of an occasion. */
const audited = (occasion: AdminOccasion) => ({
  nameEn: occasion.nameEn,
  nameAr: occasion.nameAr,
  kind: occasion.kind,
  startMonth: occasion.start.month,
  startDay: occasion.start.day,
  endMonth: occasion.end?.month ?? null,
  endDay: occasion.end?.day ?? null,
  categories: occasion.categories,
});

/** "Lecture night" -> "centre-lecture-night"; a second one -> "centre-lecture-night-2". */
async function newOwnId(tx: Tx, nameEn: string): Promise<string> {
  const base = OWN_PREFIX + (nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '') || 'occasion');
  const taken = new Set((await tx.select({ id: occasions.id }).from(occasions).where(like(occasions.id, `${base}%`))).map((row) => row.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Adds a centre's own occasion; /play, the ready board and the landing page have it at once. */
export async function addOwnOccasion(db: Db, database: Database, operatorId: number, input: OwnOccasionInput): Promise<AdminOccasion> {
  await checkCategories(database, input.categories);
  const end = occasionEnd(input);
  return db.transaction(async (tx) => {
    // Two operators adding the same name at once: the second takes the next free address.
    let id = '';
    for (let attempt = 0; attempt < 5 && !id; attempt++) {
      const candidate = await newOwnId(tx, input.nameEn);
      const inserted = await tx
        .insert(occasions)
        .values({
          id: candidate,
          own: true,
          kind: input.kind,
          startMonth: input.startMonth,
          startDay: input.startDay,
          endMonth: end?.month ?? null,
          endDay: end?.day ?? null,
          nameEn: input.nameEn,
          nameAr: input.nameAr,
          categories: input.categories,
        })
        .onConflictDoNothing()
        .returning({ id: occasions.id });
      id = inserted[0]?.id ?? '';
    }
    if (!id) throw new AppError('service_unavailable', 'The service is busy. Please try again.');
    const created = await findOccasion(tx, id);
    await recordOperatorAction(tx, { operatorId, action: 'occasion.create', target: `occasion:${id}`, before: null, after: audited(created) });
    await publishEvent(tx, { type: 'settings', key: 'occasions' });
    return created;
  });
}

/** Chooses the categories of any occasion: a built-in one's override the pack's until reset. */
export async function setOccasionCategories(db: Db, database: Database, operatorId: number, id: string, slugs: string[]): Promise<AdminOccasion> {
  await checkCategories(database, slugs);
  return db.transaction(async (tx) => {
    const before = await findOccasion(tx, id);
    const now = new Date();
    if (before.own) await tx.update(occasions).set({ categories: slugs, updatedAt: now }).where(eq(occasions.id, id));
    else {
      await tx
        .insert(occasions)
        .values({ id, own: false, categories: slugs })
        .onConflictDoUpdate({ target: occasions.id, set: { categories: slugs, updatedAt: now } });
    }
    const after = await findOccasion(tx, id);
    await recordOperatorAction(tx, { operatorId, action: 'occasion.categories', target: `occasion:${id}`, before: { categories: before.categories }, after: { categories: after.categories } });
    await publishEvent(tx, { type: 'settings', key: 'occasions' });
    return after;
  });
}

/** Deletes a centre's own occasion; a built-in one cannot be deleted, only reset. */
export async function deleteOwnOccasion(db: Db, operatorId: number, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findOccasion(tx, id);
    if (!before.own) throw new AppError('bad_request', 'A built-in occasion cannot be deleted; reset its categories instead.');
    await tx.delete(occasions).where(eq(occasions.id, id));
    await recordOperatorAction(tx, { operatorId, action: 'occasion.delete', target: `occasion:${id}`, before: audited(before), after: null });
    await publishEvent(tx, { type: 'settings', key: 'occasions' });
  });
}

/** Gives a built-in occasion back the pack's categories. */
export async function resetOccasionCategories(db: Db, operatorId: number, id: string): Promise<AdminOccasion> {
  return db.transaction(async (tx) => {
    const before = await findOccasion(tx, id);
    if (before.own) throw new AppError('bad_request', 'A centre’s own occasion has no pack categories to go back to; choose its categories instead.');
    if (!before.edited) return before;
    await tx.delete(occasions).where(eq(occasions.id, id));
    const after = await findOccasion(tx, id);
    await recordOperatorAction(tx, { operatorId, action: 'occasion.reset', target: `occasion:${id}`, before: { categories: before.categories }, after: { categories: after.categories } });
    await publishEvent(tx, { type: 'settings', key: 'occasions' });
    return after;
  });
}
