import type { ContentFileImportResponse, ContentFileRequest } from '@app/shared/contracts/content-files';
import { apiFetch } from '@/lib/api-client';
import { useContentMutation } from './keys';

export const importContentFile = (input: ContentFileRequest) =>
  apiFetch<ContentFileImportResponse>('/api/admin/content/import', { method: 'POST', body: input });

export const useImportContentFile = () => useContentMutation(importContentFile);
