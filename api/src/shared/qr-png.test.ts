import { describe, expect, it } from '@jest/globals';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { qrPng, qrPngDataUrl } from './qr-png.js';

// jsqr's module.exports is the function; its typings describe an ES module's default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

// A KHQR string as checkout makes it (khqr.code.ts): what a banking app must read back from the picture.
const KHQR =
  '00020101021229220018angkordigital@aclb52045999530384054037995802KH5914Angkor Digital6009Siem Reap' +
  '62180114AD-6F1C2A7B99170013176440000000001317644072000063041A2B';

function decode(png: Buffer) {
  const image = PNG.sync.read(png);
  return { image, code: jsQR(new Uint8ClampedArray(image.data), image.width, image.height) };
}

describe('qrPng', () => {
  it('draws a code a QR reader reads back, at the scale and margin asked', async () => {
    const png = await qrPng(KHQR, { errorCorrectionLevel: 'H', margin: 2, scale: 6 });
    const { image, code } = decode(png);
    expect(code?.data).toBe(KHQR);
    // Square, a whole number of modules: (version's modules + 2 × margin) × scale.
    expect(image.width).toBe(image.height);
    expect(image.width % 6).toBe(0);
    const modules = image.width / 6 - 4;
    expect((modules - 17) % 4).toBe(0);
    // The quiet zone is white, the finder pattern's corner black.
    const pixel = (x: number, y: number) => image.data[(y * image.width + x) * 4];
    expect(pixel(0, 0)).toBe(255);
    expect(pixel(11, 11)).toBe(255);
    expect(pixel(12, 12)).toBe(0);
    // One bit a pixel: small enough to answer inline with the code.
    expect(png.length).toBeLessThan(3000);
  });

  it('reads back at other levels and sizes too', async () => {
    for (const [errorCorrectionLevel, margin, scale] of [
      ['L', 4, 3],
      ['M', 1, 5],
      ['Q', 0, 8],
    ] as const) {
      const { code } = decode(await qrPng('https://angkordigital.example/km', { errorCorrectionLevel, margin, scale }));
      expect(code?.data).toBe('https://angkordigital.example/km');
    }
  });

  it('answers a PNG data URL', async () => {
    const url = await qrPngDataUrl('hello', { errorCorrectionLevel: 'H', margin: 2, scale: 6 });
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(decode(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')).code?.data).toBe('hello');
  });
});
