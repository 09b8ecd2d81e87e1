import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Everything the content studio reads (categories, questions, reports, health) starts with this key. */
export const contentKey = ['admin', 'content'] as const;

/** Everything the studio shows is read again after any change. */
export function useContentMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: contentKey }) });
}
