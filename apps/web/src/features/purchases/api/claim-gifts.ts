import { useMutation } from '@tanstack/react-query';
import type { ClaimGiftsResponse } from '@app/shared/contracts/payments';
import { apiFetch } from '@/lib/api-client';

/** POST /api/gifts/claim: the gifts waiting for the signed-in user's confirmed address, delivered now. */
export const claimGifts = () => apiFetch<ClaimGiftsResponse>('/api/gifts/claim', { method: 'POST' });

export function useClaimGifts() {
  return useMutation({ mutationFn: claimGifts });
}
