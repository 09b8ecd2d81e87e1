import { z } from 'zod';
import type { TransactionStatus } from '../payment-constants';
import type { AdminUser, PurchaseCoupon } from './admin';

/** GET /api/admin/users/:id: one player as the console shows them. */
export type AdminPlayer = AdminUser & {
  /** Listed in ADMIN_EMAILS: its owner holds the role through the mailed link, so the console cannot remove it. */
  adminBySetting: boolean;
  preferredLanguage: 'en' | 'ar';
  emailConfirmed: boolean;
  ban: { at: string; reason: string } | null;
};

export type AdminPlayerDetail = {
  player: AdminPlayer;
  ledger: { id: number; delta: number; reason: string; note: string | null; createdAt: string }[];
  games: { id: number; name: string; code: string; createdAt: string }[];
  purchases: { id: number; status: TransactionStatus; points: number; amountFils: number; transactionCode: string; createdAt: string; coupon: PurchaseCoupon | null }[];
};

/** POST /api/admin/users/:id/ban */
export const banRequestSchema = z.object({
  reason: z.string({ error: 'ban_reason_required' }).trim().min(1, 'ban_reason_required').max(300, 'ban_reason_too_long'),
});
export type BanRequest = z.input<typeof banRequestSchema>;

/** PUT /api/admin/users/:id/role */
export const roleRequestSchema = z.object({ role: z.enum(['user', 'admin'], { error: 'role_invalid' }) });
export type RoleRequest = z.input<typeof roleRequestSchema>;

/** Refusals of the ban and role actions, mapped to messages by the console. */
export const PLAYER_ACTION_ERRORS = ['cannot_ban_self', 'cannot_ban_operator', 'cannot_change_own_role', 'admin_by_setting'] as const;

/** How an account became an operator; null for a role granted before this was recorded. */
export type OperatorGrantHow = 'listed_address' | 'operator' | 'command_line';

/** GET /api/admin/operators: every operator, newest grant first, with who granted it. */
export type OperatorsResponse = {
  operators: {
    id: number;
    email: string;
    name: string;
    grantedAt: string | null;
    how: OperatorGrantHow | null;
    grantedBy: { id: number; email: string } | null;
  }[];
};
