import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@app/shared/contracts/auth';
import type { SessionResponse } from '@app/shared/contracts/session';
import type { ReceivedGift } from '@app/shared/contracts/payments';
import { apiFetch } from '@/lib/api-client';
import { showGiftToast } from '@/lib/gift-toast';

/**
 * POST /api/auth/login: answers the user and sets the session cookie (60 days with remember).
 * Gifts waiting for a confirmed address arrive with the sign-in: each is told in a toast.
 */
export async function login(input: LoginRequest): Promise<SessionResponse> {
  const answer = await apiFetch<SessionResponse & { gifts?: ReceivedGift[] }>('/api/auth/login', { method: 'POST', body: input });
  for (const gift of answer.gifts ?? []) showGiftToast(gift);
  return answer;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
