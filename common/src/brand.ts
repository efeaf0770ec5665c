/**
 * The agency's colours and mark for what is drawn outside the React app: the server's own pages, the
 * link-preview images and the favicon. The same values as the web theme's palette (web/src/app/theme.ts)
 * and LogoMark (web/src/layout/Logo.tsx); web/public/favicon.svg is LOGO_MARK_SVG (a test checks it).
 */
export const BRAND_COLORS = {
  /** Deep temple-pond teal: headings, links, the mark's tile. */
  teal: '#0e5350',
  tealDark: '#093836',
  tealLight: '#3d7f7b',
  /** Laterite: calls to action. */
  laterite: '#b4532a',
  lateriteDark: '#8a3c1d',
  /** The rising sun of the mark. */
  sun: '#d9822b',
  /** Angkor sandstone: the page background and the mark's towers. */
  sandstone: '#f8f4ec',
  text: '#1d2b2a',
  textSecondary: '#4a5756',
} as const;

/** The mark's shapes on a 32×32 grid: a teal tile, a rising sun and three temple towers. */
export const LOGO_MARK = {
  viewBox: '0 0 32 32',
  tile: { width: 32, height: 32, rx: 8, fill: BRAND_COLORS.teal },
  sun: { cx: 16, cy: 12, r: 5, fill: BRAND_COLORS.sun },
  towers: { d: 'M5 26h22v-2h-2l-2-6-2 6h-1l-4-11-4 11h-1l-2-6-2 6H5z', fill: BRAND_COLORS.sandstone },
} as const;

/** The mark's inner SVG elements (no <svg> wrapper), for embedding at any size. */
export const LOGO_MARK_SHAPES =
  `<rect width="${LOGO_MARK.tile.width}" height="${LOGO_MARK.tile.height}" rx="${LOGO_MARK.tile.rx}" fill="${LOGO_MARK.tile.fill}"/>` +
  `<circle cx="${LOGO_MARK.sun.cx}" cy="${LOGO_MARK.sun.cy}" r="${LOGO_MARK.sun.r}" fill="${LOGO_MARK.sun.fill}"/>` +
  `<path d="${LOGO_MARK.towers.d}" fill="${LOGO_MARK.towers.fill}"/>`;

/** The mark as a standalone SVG document: exactly web/public/favicon.svg. */
export const LOGO_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_MARK.viewBox}">${LOGO_MARK_SHAPES}</svg>\n`;
