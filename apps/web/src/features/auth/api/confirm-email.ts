import type { ReceivedGift } from '@app/shared/contracts/payments';
import { apiFetch } from '@/lib/api-client';

type ConfirmEmailResponse = { ok: true; alreadyConfirmed: boolean; gifts?: ReceivedGift[] };

/**
 * POST /api/auth/confirm-email: the token from the confirmation mail (DECISIONS.md 23); a link of
 * an address confirmed before says so. gifts: those waiting for the address, delivered now.
 */
export function confirmEmail(token: string): Promise<ConfirmEmailResponse> {
  return apiFetch<ConfirmEmailResponse>('/api/auth/confirm-email', { method: 'POST', body: { token } });
}

/** POST /api/auth/confirm-email/resend: a new link for the signed-in user (3 per hour). */
export function resendConfirmation(): Promise<{ ok: true; alreadyConfirmed: boolean }> {
  return apiFetch<{ ok: true; alreadyConfirmed: boolean }>('/api/auth/confirm-email/resend', { method: 'POST', body: {} });
}
