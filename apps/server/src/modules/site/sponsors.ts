import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSponsor, sponsorRequestSchema } from '@app/shared/contracts/sponsors';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { sponsors } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { recordOperatorAction } from '../audit/index';
import { publishEvent } from '../../core/events/index';

type SponsorInput = z.output<typeof sponsorRequestSchema>;

const columns = {
  id: sponsors.id,
  name: sponsors.name,
  imageUrl: sponsors.imageUrl,
  linkUrl: sponsors.linkUrl,
  sortOrder: sponsors.sortOrder,
  active: sponsors.active,
};

/** Every sponsor, shown or not, in the order the pages show them. */
export async function listSponsors(db: DbOrTx): Promise<AdminSponsor[]> {
  return db.select(columns).from(sponsors).orderBy(asc(sponsors.sortOrder), asc(sponsors.id));
}

async function current(tx: Tx, id: number): Promise<AdminSponsor> {
  const [row] = await tx.select(columns).from(sponsors).where(eq(sponsors.id, id)).for('update');
  if (!row) throw notFound('Sponsor not found.');
  return row;
}

/** Each change is audited and reaches open pages (landing page, winner screen) through the `settings` event. */
async function changed(tx: Tx, operatorId: number, action: string, id: number, before: AdminSponsor | null, after: AdminSponsor | null) {
  await recordOperatorAction(tx, { operatorId, action, target: `sponsor:${id}`, before, after });
  await publishEvent(tx, { type: 'settings', key: 'sponsors' });
}

export async function createSponsor(db: Db, operatorId: number, input: SponsorInput): Promise<AdminSponsor> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sponsors).values(input).returning(columns);
    await changed(tx, operatorId, 'sponsor.create', row!.id, null, row!);
    return row!;
  });
}

export async function updateSponsor(db: Db, operatorId: number, id: number, input: SponsorInput): Promise<AdminSponsor> {
  return db.transaction(async (tx) => {
    const before = await current(tx, id);
    const [row] = await tx.update(sponsors).set(input).where(eq(sponsors.id, id)).returning(columns);
    await changed(tx, operatorId, 'sponsor.update', id, before, row!);
    return row!;
  });
}

export async function deleteSponsor(db: Db, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await current(tx, id);
    await tx.delete(sponsors).where(eq(sponsors.id, id));
    await changed(tx, operatorId, 'sponsor.delete', id, before, null);
  });
}
