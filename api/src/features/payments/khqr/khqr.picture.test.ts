import { describe, expect, it } from '@jest/globals';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { qrPngDataUrl } from '../../../shared/qr-png.js';
import { buildKhqr } from './khqr.code.js';
import { QR_IMAGE } from './khqr.provider.js';

// jsqr's module.exports is the function; its typings describe an ES module's default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

describe('the KHQR picture checkout shows', () => {
  it('keeps the 4-module quiet zone the QR standard asks for, and reads back', async () => {
    const created = new Date('2026-11-27T09:00:00Z');
    const { qr } = buildKhqr({
      accountId: 'angkordigital@aclb',
      merchant: { merchantId: '1234567890', acquiringBank: 'ACLEDA Bank Plc.' },
      merchantName: 'Angkor Digital',
      merchantCity: 'Siem Reap',
      amountCents: 149900,
      billNumber: '3F2A9C1B',
      createdAt: created,
      expiresAt: new Date(created.getTime() + 15 * 60_000),
    });
    const dataUrl = await qrPngDataUrl(qr, QR_IMAGE);
    const image = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(qr);
    const pixel = (x: number, y: number) => image.data[(y * image.width + x) * 4];
    const quiet = 4 * QR_IMAGE.scale;
    // Every pixel of the 4-module border is white on all four sides; the finder pattern starts right after it.
    for (let i = 0; i < image.width; i += 1)
      for (let d = 0; d < quiet; d += 1) {
        expect([pixel(i, d), pixel(d, i), pixel(i, image.height - 1 - d), pixel(image.width - 1 - d, i)]).toEqual([
          255, 255, 255, 255,
        ]);
      }
    expect(pixel(quiet, quiet)).toBe(0);
    expect(QR_IMAGE.margin).toBe(4);
  });
});
