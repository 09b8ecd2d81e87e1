import { useMutation } from '@tanstack/react-query';
import type { ContentFilePreviewResponse, ContentFileRequest } from '@app/shared/contracts/content-files';
import { apiFetch } from '@/lib/api-client';

export const previewContentFile = (input: ContentFileRequest) =>
  apiFetch<ContentFilePreviewResponse>('/api/admin/content/preview', { method: 'POST', body: input });

export function usePreviewContentFile() {
  return useMutation({ mutationFn: previewContentFile });
}
