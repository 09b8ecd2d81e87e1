import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings, type serverSettingsRequestSchema } from '@app/shared/contracts/server-settings';
import type { Db, DbOrTx } from '../../db/client';
import { serverSettings } from '../../db/schema/index';
import { recordOperatorAction } from '../audit/index';
import { publishEvent } from '../../core/events/index';

const KEYS = ['signup_bonus', 'maintenance', 'hijri_offset'] as const;

/** The settings in force: each one stored, or its default. */
export async function getServerSettings(db: DbOrTx): Promise<ServerSettings> {
  const rows = await db.select().from(serverSettings).where(inArray(serverSettings.key, [...KEYS]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const bonus = stored.get('signup_bonus');
  const offset = stored.get('hijri_offset');
  const maintenance = stored.get('maintenance') as { en: string; ar: string } | undefined;
  return {
    signupBonus: typeof bonus === 'number' ? bonus : DEFAULT_SERVER_SETTINGS.signupBonus,
    // No message is stored as empty texts (the column holds no SQL null).
    maintenance: maintenance?.en ? maintenance : DEFAULT_SERVER_SETTINGS.maintenance,
    hijriOffset: typeof offset === 'number' ? offset : DEFAULT_SERVER_SETTINGS.hijriOffset,
  };
}

/** Saves the settings in one transaction, audited; open pages read the maintenance message and the Hijri offset again through the settings event. */
export async function setServerSettings(db: Db, operatorId: number, input: z.output<typeof serverSettingsRequestSchema>): Promise<ServerSettings> {
  return db.transaction(async (tx) => {
    const before = await getServerSettings(tx);
    const next: ServerSettings = {
      signupBonus: input.signupBonus,
      maintenance: input.maintenanceEn ? { en: input.maintenanceEn, ar: input.maintenanceAr } : null,
      hijriOffset: input.hijriOffset ?? before.hijriOffset,
    };
    for (const [key, value] of [
      ['signup_bonus', next.signupBonus],
      ['maintenance', next.maintenance ?? { en: '', ar: '' }],
      ['hijri_offset', next.hijriOffset],
    ] as const) {
      await tx
        .insert(serverSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: serverSettings.key, set: { value, updatedAt: new Date() } });
    }
    await recordOperatorAction(tx, { operatorId, action: 'settings.update', target: 'settings:server', before, after: next });
    await publishEvent(tx, { type: 'settings', key: 'server' });
    return next;
  });
}
