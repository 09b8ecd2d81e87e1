import { and, asc, eq } from 'drizzle-orm';
import type { ClaimGiftsResponse, ReceivedGift } from '@app/shared/contracts/payments';
import type { Db } from '../../db/client';
import { transactions, users } from '../../db/schema/index';
import { publishEvent } from '../../core/events/index';
import { grantPass } from '../passes/index';
import { changePoints } from '../points/index';

/** The address a gift names and an account's address are compared trimmed, in lower case. */
export const giftAddress = (email: string) => email.trim().toLowerCase();

/**
 * Delivers every gift waiting for the recipient's address, if the address is confirmed. Each gift
 * is delivered in one database transaction under its purchase's row lock (as a refund claims it),
 * by the conditional change waiting -> delivered: a second claim (another tab, a sign-in and a
 * confirmation at once) or a refund that came first finds it no longer waiting and does nothing.
 * The ledger's unique (purchase, order) row is a second guard. The recipient is told (an event
 * to their open pages) in the same transaction.
 */
export async function claimGifts(db: Db, recipient: { id: number }): Promise<ClaimGiftsResponse> {
  const [fresh] = await db.select({ points: users.points, email: users.email, emailConfirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, recipient.id));
  if (!fresh?.emailConfirmedAt) return { delivered: [], needsConfirmation: true, points: fresh?.points ?? 0 };
  const address = giftAddress(fresh.email);
  const waiting = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.giftEmail, address), eq(transactions.giftStatus, 'waiting')))
    .orderBy(asc(transactions.id));
  const delivered: ReceivedGift[] = [];
  for (const { id } of waiting) {
    const gift = await deliverGift(db, id, { id: recipient.id, address });
    if (gift) delivered.push(gift);
  }
  const [after] = await db.select({ points: users.points }).from(users).where(eq(users.id, recipient.id));
  return { delivered, needsConfirmation: false, points: after?.points ?? 0 };
}

async function deliverGift(db: Db, transactionId: number, recipient: { id: number; address: string }): Promise<ReceivedGift | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for('update');
    if (!row || row.status !== 'completed' || row.giftStatus !== 'waiting' || row.giftEmail !== recipient.address) return null;
    const now = new Date();
    const [claimed] = await tx
      .update(transactions)
      .set({ giftStatus: 'delivered', giftRecipientId: recipient.id, giftDeliveredAt: now, updatedAt: now })
      .where(and(eq(transactions.id, row.id), eq(transactions.giftStatus, 'waiting')))
      .returning({ id: transactions.id });
    if (!claimed) return null;
    const [buyer] = row.userId === null ? [] : await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.userId));
    const fromName = buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : '';
    // The recipient is credited as a buyer is: a pass's days join their pass, the points their balance.
    const pass = await grantPass(tx, { ...row, userId: recipient.id }, now);
    const what = pass ? pass.nameEn : `${row.points} points`;
    await changePoints(tx, {
      userId: recipient.id,
      delta: row.points,
      reason: 'purchase',
      reference: row.transactionCode,
      note: `Gift from ${fromName || 'a deleted account'}: ${what}`,
    });
    const gift: ReceivedGift = {
      id: row.id,
      fromName,
      points: row.points,
      pass: row.passDays === null ? null : { nameEn: row.passNameEn ?? '', nameAr: row.passNameAr ?? '', days: row.passDays },
      message: row.giftMessage,
    };
    await publishEvent(tx, { type: 'gift_received', userId: recipient.id, gift });
    return gift;
  });
}
