import { sql } from 'drizzle-orm';
import { EVENTS_CHANNEL, type ServerEvent } from '@app/shared/contracts/events';
import type { DbOrTx } from '../../db/client';

/**
 * Publishes through PostgreSQL NOTIFY, so every server process hears it; inside a transaction
 * the event is delivered only if the transaction commits.
 */
export async function publishEvent(db: DbOrTx, event: ServerEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
