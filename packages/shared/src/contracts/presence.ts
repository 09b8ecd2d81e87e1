import { z } from 'zod';
import { CONNECTION_QUALITIES, PRESENCE_STATES, type ConnectionQuality, type PresenceState } from '../presence';

const text = (max: number) => z.string().max(max);

export const presenceRequestSchema = z.object({
  state: z.enum(PRESENCE_STATES),
  quality: z.enum(CONNECTION_QUALITIES),
  /** Which open page sent it (a random id per page load): a closing page speaks only for itself. */
  page: text(64).optional(),
  device: z
    .object({
      type: z.literal('web'),
      userAgent: text(400),
      screen: text(20),
      timeZone: text(64),
      language: text(16),
    })
    .optional(),
});
export type PresenceRequest = z.input<typeof presenceRequestSchema>;
export type PresenceDevice = NonNullable<PresenceRequest['device']>;

/** The operator console's view: who is here now. */
export type AdminPresencePlayer = {
  userId: number;
  name: string;
  email: string;
  state: PresenceState;
  quality: ConnectionQuality;
  lastActivityAt: string;
};
export type AdminPresenceResponse = { onlineNow: number; players: AdminPresencePlayer[] };
