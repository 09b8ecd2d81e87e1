import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import type { UploadKind } from '@app/shared/contracts/uploads';
import { useTranslation } from '@/lib/i18n';
import { uploadErrorMessage } from '../api/uploads/upload-error-message';
import { uploadImage } from '../api/uploads/upload-image';

type ImageUploadProps = {
  kind: UploadKind;
  label: string;
  /** The image shown now (null: none; `fallback` is shown instead when given). */
  value: string | null;
  fallback?: string;
  onUploaded: (url: string) => void;
  testId?: string;
};

/**
 * Picks an image file and uploads it at once; the preview shows the stored image, and a refused
 * file (not an image, too large) says why under the field.
 */
export function ImageUpload({ kind, label, value, fallback, onUploaded, testId }: ImageUploadProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const { url } = await uploadImage(kind, file);
      onUploaded(url);
    } catch (failure) {
      setError(uploadErrorMessage(failure, t));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };

  const shown = value ?? fallback ?? null;
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={testId}>
      <span className="font-semibold">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-20 w-32 items-center justify-center overflow-hidden rounded-lg border border-emerald/20 bg-ivory">
          {shown ? <img src={shown} alt="" className="max-h-full max-w-full object-contain" data-testid={testId ? `${testId}-preview` : undefined} /> : null}
        </div>
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-emerald/40 px-3 py-2 text-sm font-semibold text-emerald-dark hover:bg-emerald/5 focus-within:outline focus-within:outline-2 focus-within:outline-emerald"
        >
          <ImageUp aria-hidden className="size-4" />
          {busy ? t('uploads.uploading') : t('uploads.choose')}
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            disabled={busy}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => void onChange(event)}
          />
        </label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('uploads.hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
