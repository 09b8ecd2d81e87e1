import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSuggestion } from '@app/shared/contracts/suggestions';
import { contentKey } from '../content/keys';

/** Every filtered view of the queue of suggested questions. */
export const suggestionsKey = ['admin', 'suggestions'] as const;

/** Any decision or correction reads the queue again (and the bank's lists, which an accepted one joins). */
export function useSuggestionMutation<I>(mutationFn: (input: I) => Promise<AdminSuggestion>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: suggestionsKey });
      void client.invalidateQueries({ queryKey: contentKey });
    },
  });
}
