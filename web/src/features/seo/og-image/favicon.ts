import { LOGO_MARK_SVG } from '@site/common';
import { svgToPng } from './og-image';

/** The sizes browsers and crawlers ask /favicon.ico for (tabs, taskbars, high-density screens). */
export const FAVICON_SIZES = [16, 32, 48] as const;

/**
 * /favicon.ico: the mark at 16, 32 and 48 px, each as a PNG inside an ICO container (PNG entries
 * are read by every browser since IE 7 and by crawlers). Pages link /favicon.svg; this file is for
 * what asks /favicon.ico directly.
 */
export async function faviconIco(): Promise<Uint8Array> {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: await svgToPng(LOGO_MARK_SVG, size) })),
  );
  const headerSize = 6 + 16 * images.length;
  const ico = new Uint8Array(headerSize + images.reduce((total, { png }) => total + png.byteLength, 0));
  const view = new DataView(ico.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1 = icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    view.setUint8(entry, size); // width (0 would mean 256)
    view.setUint8(entry + 1, size); // height
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    ico.set(png, offset);
    offset += png.byteLength;
  });
  return ico;
}
