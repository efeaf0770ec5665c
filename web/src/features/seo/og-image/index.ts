// Build-time only (the prerender): HarfBuzz and resvg never reach the browser's bundle.
export { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from './paths';
export { ogImageSvg, svgToPng } from './og-image';
export { faviconIco } from './favicon';
