import type { AdminSuggestion, SuggestionEditRequest } from '@app/shared/contracts/suggestions';
import { apiFetch } from '@/lib/api-client';
import { useSuggestionMutation } from './keys';

export const editSuggestion = ({ id, body }: { id: number; body: SuggestionEditRequest }) =>
  apiFetch<AdminSuggestion>(`/api/admin/suggestions/${id}`, { method: 'PUT', body });

export const useEditSuggestion = () => useSuggestionMutation(editSuggestion);
