import type { AdminSuggestion } from '@app/shared/contracts/suggestions';
import { apiFetch } from '@/lib/api-client';
import { useSuggestionMutation } from './keys';

export const acceptSuggestion = ({ id, categoryId }: { id: number; categoryId: number }) =>
  apiFetch<AdminSuggestion>(`/api/admin/suggestions/${id}/accept`, { method: 'POST', body: { categoryId } });

export const useAcceptSuggestion = () => useSuggestionMutation(acceptSuggestion);
