import { createHash } from 'node:crypto';
import { Router } from 'express';

/** SPEC §2 and §9: the home page's QR code of the site's address, level H (high), size 200, with a margin. */
export const QR_CODE_OPTIONS = { type: 'svg', errorCorrectionLevel: 'H', width: 200, margin: 4 } as const;

/** The QR code of `url` as an SVG document (qrcode is loaded with the first one). */
export async function qrCodeSvg(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(url, QR_CODE_OPTIONS);
}

/**
 * GET /qr-code.svg: the QR code of PUBLIC_URL, made once on first request and kept in memory. It can
 * only change with PUBLIC_URL (a restart), so browsers may keep it for a day and revalidate by ETag.
 */
export function qrCodeRouter(publicUrl: string): Router {
  let image: Promise<{ body: string; etag: string }> | undefined;
  const router = Router();
  router.get('/qr-code.svg', async (req, res) => {
    image ??= qrCodeSvg(publicUrl).then((body) => ({
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
    }));
    const { body, etag } = await image;
    res.set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.send(body);
  });
  return router;
}
