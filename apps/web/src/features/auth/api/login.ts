import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@app/shared/contracts/auth';
import type { SessionResponse } from '@app/shared/contracts/session';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login: answers the user and sets the session cookie (60 days with remember). */
export function login(input: LoginRequest): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
