import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/confirm-email: the token from the confirmation mail (DECISIONS.md 23); a link of an address confirmed before says so. */
export function confirmEmail(token: string): Promise<{ ok: true; alreadyConfirmed: boolean }> {
  return apiFetch<{ ok: true; alreadyConfirmed: boolean }>('/api/auth/confirm-email', { method: 'POST', body: { token } });
}

/** POST /api/auth/confirm-email/resend: a new link for the signed-in user (3 per hour). */
export function resendConfirmation(): Promise<{ ok: true; alreadyConfirmed: boolean }> {
  return apiFetch<{ ok: true; alreadyConfirmed: boolean }>('/api/auth/confirm-email/resend', { method: 'POST', body: {} });
}
