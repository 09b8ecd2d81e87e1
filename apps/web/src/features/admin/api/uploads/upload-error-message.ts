import type { UploadTooLargeDetails } from '@app/shared/contracts/uploads';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';

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
