import type { UploadKind, UploadResponse } from '@app/shared/contracts/uploads';
import type { ApiErrorBody } from '@app/shared/errors';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';

/** Sends the file's bytes as they are (the server reads the type from them, never from the name). */
export async function uploadImage(kind: UploadKind, file: Blob): Promise<UploadResponse> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/uploads?kind=${kind}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream', accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, 'Network connection error');
  }
  const data = (await response.json().catch(() => undefined)) as
    | (UploadResponse & Partial<ApiErrorBody>)
    | undefined;
  if (!response.ok || !data) {
    const error = data?.error;
    throw new ApiError(response.status, error?.code ?? (response.status === 413 ? 'upload_too_large' : 'internal'), error?.message ?? '', {}, error?.details);
  }
  return { url: data.url };
}
