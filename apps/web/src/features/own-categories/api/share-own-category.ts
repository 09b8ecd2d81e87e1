import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnCategoryResponse, ShareLinkResponse } from '@app/shared/contracts/own-categories';
import { apiFetch } from '@/lib/api-client';
import { ownCategoriesKeys } from './get-own-categories';

/** Marks the cached category as shared since `createdAt` (or not shared: null). */
function useSetShare(id: number) {
  const client = useQueryClient();
  return (share: OwnCategoryResponse['share']) =>
    client.setQueryData<OwnCategoryResponse>(ownCategoriesKeys.one(id), (before) => (before ? { ...before, share } : before));
}

/** A new read-only link to my category (an older one stops); the link itself is known only now. */
export function useShareOwnCategory(id: number) {
  const setShare = useSetShare(id);
  return useMutation({
    mutationFn: () => apiFetch<ShareLinkResponse>(`/api/my-categories/${id}/share`, { method: 'POST' }),
    onSuccess: (link) => setShare({ createdAt: link.createdAt }),
  });
}

/** Stops my category's link at once. */
export function useRevokeOwnShare(id: number) {
  const setShare = useSetShare(id);
  return useMutation({
    mutationFn: () => apiFetch<void>(`/api/my-categories/${id}/share`, { method: 'DELETE' }),
    onSuccess: () => setShare(null),
  });
}
