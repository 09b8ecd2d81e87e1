import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointsAdjustmentRequest, PointsAdjustmentResponse } from '@app/shared/contracts/admin';
import { apiFetch } from '@/lib/api-client';
import { usersKey } from './keys';

export const adjustPoints = ({ userId, input }: { userId: number; input: PointsAdjustmentRequest }) =>
  apiFetch<PointsAdjustmentResponse>(`/api/admin/users/${userId}/points`, { method: 'POST', body: input });

export function useAdjustPoints() {
  const client = useQueryClient();
  return useMutation({ mutationFn: adjustPoints, onSuccess: () => client.invalidateQueries({ queryKey: usersKey }) });
}
