import type { z } from 'zod';
import type { feedbackRequestSchema } from '@app/shared/contracts/feedback';
import { findCountry } from '@app/shared/countries';
import type { DbOrTx } from '../../db/client';
import { messages } from '../../db/schema/index';
import type { UserRow } from '../../core/session/index';
import { enforce } from '../rate-limit/index';

/** Stores a report for the operators with who sent it (spec: status 'new', internal notes). */
export async function submitFeedback(db: DbOrTx, user: UserRow, input: z.output<typeof feedbackRequestSchema>) {
  await enforce(db, [{ key: `feedback:user:${user.id}`, max: 20, windowMs: 60 * 60 * 1000 }], 'Too many reports. Please try again later.');
  const country = findCountry(user.country);
  const [row] = await db
    .insert(messages)
    .values({
      userId: user.id,
      title: input.title,
      type: input.type,
      priority: input.priority,
      content: input.content,
      status: 'new',
      internalNotes: `Submitted by ${user.firstName} ${user.lastName} (${country?.nameEn ?? user.country}). Contact: ${user.email}, ${country?.dialCode ?? ''} ${user.phone}`,
    })
    .returning({ id: messages.id });
  return { id: row!.id };
}
