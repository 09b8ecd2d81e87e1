import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefund, RefundRequest } from '@app/shared/contracts/admin-payments';
import { apiFetch } from '@/lib/api-client';
import { purchasesKey } from './keys';

export const refundPurchase = ({ id, input }: { id: number; input: RefundRequest }) =>
  apiFetch<AdminRefund>(`/api/admin/transactions/${id}/refund`, { method: 'POST', body: input });

export function useRefundPurchase() {
  const client = useQueryClient();
  return useMutation({ mutationFn: refundPurchase, onSettled: () => client.invalidateQueries({ queryKey: purchasesKey }) });
}
