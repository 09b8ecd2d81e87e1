import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@app/shared/contracts/auth';
import type { SessionResponse } from '@app/shared/contracts/session';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/signup: creates the account with 2 points and signs in. */
export function signup(input: SignupRequest): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/auth/signup', { method: 'POST', body: input });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
