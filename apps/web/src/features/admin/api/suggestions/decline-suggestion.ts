import type { AdminSuggestion } from '@app/shared/contracts/suggestions';
import { apiFetch } from '@/lib/api-client';
import { useSuggestionMutation } from './keys';

export const declineSuggestion = ({ id, reason }: { id: number; reason: string }) =>
  apiFetch<AdminSuggestion>(`/api/admin/suggestions/${id}/decline`, { method: 'POST', body: { reason } });

export const useDeclineSuggestion = () => useSuggestionMutation(declineSuggestion);
