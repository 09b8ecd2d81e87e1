import type { UploadKind, UploadResponse, UploadTooLargeDetails } from '@app/shared/contracts/uploads';
import type { ApiErrorBody } from '@app/shared/errors';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';

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

const MEGABYTE = 1024 * 1024;

/** Why an upload was refused, in the operator's language. */
export function uploadErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('uploads.failed');
  switch (error.code) {
    case 'upload_not_image':
      return t('uploads.notImage');
    case 'upload_svg_refused':
      return t('uploads.svgRefused');
    case 'upload_empty':
      return t('uploads.empty');
    case 'upload_too_large': {
      const maxBytes = (error.details as UploadTooLargeDetails | undefined)?.maxBytes;
      if (!maxBytes) return t('uploads.tooLargeUnknown');
      return maxBytes >= MEGABYTE
        ? t('uploads.tooLargeMb', { size: Math.round((maxBytes / MEGABYTE) * 10) / 10 })
        : t('uploads.tooLargeKb', { size: Math.round(maxBytes / 1024) });
    }
    case NETWORK_ERROR:
      return t('uploads.network');
    default:
      return t('uploads.failed');
  }
}
