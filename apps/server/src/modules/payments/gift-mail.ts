import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { giftMail } from '../../mail/templates';
import type { PaymentsDeps } from './payments-deps';
import type { TransactionRow } from './views';

/** Where a gift's e-mail sends its recipient: the page that receives gifts (after sign-in). */
export const GIFT_PAGE = '/gift';

/**
 * A paid gift's e-mail to its recipient, once (the caller holds the settlement's one transition):
 * the buyer's name, what the gift holds and the message as typed, in both languages.
 */
export async function sendGiftMail(deps: Pick<PaymentsDeps, 'config' | 'mailer' | 'log'> & { db: DbOrTx }, row: TransactionRow): Promise<void> {
  if (!row.giftEmail || !deps.mailer) return;
  const [buyer] = row.userId === null ? [] : await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  const fromName = buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : 'Thaqalayn Quiz';
  const link = `${deps.config.appUrl}${GIFT_PAGE}`;
  deps.mailer.send(
    giftMail({
      to: row.giftEmail,
      fromName,
      language: buyer?.preferredLanguage === 'ar' ? 'ar' : 'en',
      gift: { points: row.points, pass: row.passDays === null ? null : { nameEn: row.passNameEn ?? '', nameAr: row.passNameAr ?? '', days: row.passDays } },
      message: row.giftMessage,
      link,
    }),
    { outboxNote: `Gift e-mail for order ${row.transactionCode} (mail outbox; set SMTP_URL to send mail)` },
  );
  deps.log.info({ transactionId: row.id }, 'gift e-mail sent');
}
