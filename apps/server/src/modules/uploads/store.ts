import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_KINDS, type UploadFormat, type UploadKind, type UploadResponse } from '@app/shared/contracts/uploads';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { detectImageType } from './image-type';

export type UploadSettings = Config['uploads'];

export const tooLarge = (maxBytes: number) =>
  new AppError('upload_too_large', `The image is larger than ${formatSize(maxBytes)}.`, undefined, { maxBytes });

/** 2 MB, 1.5 MB, 512 KB. */
export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * Checks an image (its format from its first bytes, its size) and keeps it under a name made of
 * its content's hash: the same image uploaded twice is one file, and a name never changes meaning,
 * so browsers may keep it for a year. Answers the URL it is served at.
 */
export async function storeUpload(settings: UploadSettings, kind: UploadKind, bytes: Uint8Array): Promise<UploadResponse> {
  if (bytes.length === 0) throw new AppError('upload_empty', 'The file is empty.');
  if (bytes.length > settings.maxBytes) throw tooLarge(settings.maxBytes);
  const format = detectImageType(bytes);
  if (format === 'svg') throw new AppError('upload_svg_refused', 'SVG images are not accepted: upload a PNG, JPEG or WebP image.');
  if (!format) throw new AppError('upload_not_image', 'This file is not an image: upload a PNG, JPEG or WebP image.');
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${format}`;
  const folder = path.join(settings.dir, kind);
  const file = path.join(folder, name);
  if (!existsSync(file)) {
    await mkdir(folder, { recursive: true });
    // Written beside and renamed into place: a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }
  return { url: `/uploads/${kind}/${name}` };
}

/** The file behind an upload URL's parts, or null when they are not one this module makes. */
export function uploadedFile(settings: UploadSettings, kind: string, name: string): { file: string; format: UploadFormat } | null {
  const match = /^[0-9a-f]{32}\.(png|jpg|webp)$/.exec(name);
  if (!match || !(UPLOAD_KINDS as readonly string[]).includes(kind)) return null;
  return { file: path.join(settings.dir, kind, name), format: match[1] as UploadFormat };
}
