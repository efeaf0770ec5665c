import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { IMAGE_UPLOAD_PATH } from '@site/common';

/** A photo-like JPEG of `width`×`height` with EXIF (camera, GPS position) that the server must strip. */
export function jpegWithGps(width: number, height: number, seed = 0): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: (40 + seed * 37) % 256, g: 120, b: 200 } },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Siem Reap 1', Artist: 'Sophea' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 21/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '103/1 51/1 0/1' },
    })
    .toBuffer();
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a valid small PNG whose header claims `width`×`height` pixels (the IHDR chunk
 * rewritten, its CRC fixed), so a decoder that trusted it would allocate gigabytes.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(8, 8));
  // Signature (8), length (4), "IHDR" (4), then width and height; the CRC covers type and data (17 bytes).
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** POSTs one file as multipart form data to the upload path, as the editor does. */
export async function uploadImage(
  siteUrl: string,
  file: Buffer | undefined,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  name = 'photo.jpg',
  type = 'image/jpeg',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const response = await fetch(`${siteUrl}${IMAGE_UPLOAD_PATH}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const ALT = { altEn: 'A guesthouse courtyard at sunrise', altKm: 'ទីធ្លាផ្ទះសំណាក់ពេលថ្ងៃរះ' };
