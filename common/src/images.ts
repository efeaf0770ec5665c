/**
 * Uploaded images (issue 32): staff send JPEG, PNG or WebP to IMAGE_UPLOAD_PATH as multipart form
 * data (`file`, `altEn`, `altKm`); the server keeps the original and serves WebP and AVIF variants at
 * these widths (none wider than the original) under immutable, content-hashed URLs.
 */
export const IMAGE_UPLOAD_PATH = '/api/admin/images';
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_ALT_MAX = 300;

/** The widths served for an original `width` pixels wide: the standard ones up to it, or the original alone. */
export function imageWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/** The URL of one variant: /media/images/{id}/{hash}-{width}.{format}. */
export function imageVariantPath(id: string, hash: string, width: number, format: ImageFormat): string {
  return `/media/images/${id}/${hash}-${width}.${format}`;
}

/** A Markdown image that names a stored image: `![alt](image:{id})`. */
export const IMAGE_REFERENCE = /^image:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
