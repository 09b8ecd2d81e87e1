/** What an uploaded image is for; each kind is kept in its own folder under /uploads. */
export const UPLOAD_KINDS = ['site', 'category', 'sponsor'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The image formats accepted, told apart by their first bytes (never by the file name). */
export const UPLOAD_FORMATS = ['png', 'jpg', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** POST /api/admin/uploads?kind=… with the file's bytes as the body. */
export type UploadResponse = { url: string };

/** Refusals: not an image (or a format not accepted), an SVG (scripts can hide in it), too large. */
export const UPLOAD_ERROR_CODES = ['upload_not_image', 'upload_svg_refused', 'upload_too_large', 'upload_empty'] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];
/** Sent with upload_too_large. */
export type UploadTooLargeDetails = { maxBytes: number };
