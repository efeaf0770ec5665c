// Prerenders every route of PAGE_ROUTES in both languages, plus the two 404 pages, into dist/client
// (the pages of stored content, /blog and /blog/{slug}, the server renders at request time; it also
// renders /blog here, as the page it serves should its database not answer):
// '/' -> index.html, '/km/faq' -> km/faq/index.html, 404.html, km/404.html. Run after the client and
// SSR builds (npm run build -w web). The server maps GET <path> to <path>/index.html.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The SSR build leaves its dependencies (React, MUI, Emotion) to Node, where they read NODE_ENV when
// imported: without 'production' they ran their development builds, and MUI labelled every class name
// (css-4hce70-MuiPaper-root-MuiAppBar-root). The browser's production build computes unlabelled names,
// so on hydration Emotion compiled and inserted every rule of the page a second time (~200 rules on
// /services, on the main thread) for class names no element had.
process.env.NODE_ENV = 'production';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(web, 'dist/client');
const serverDir = join(web, 'dist/server');
const templatePath = join(serverDir, 'template.html');

// The home page overwrites dist/client/index.html, so keep Vite's untouched template beside the
// SSR build (re-running this script then still starts from the template).
const builtIndex = readFileSync(join(clientDir, 'index.html'), 'utf8');
if (builtIndex.includes('<!--app-html-->')) copyFileSync(join(clientDir, 'index.html'), templatePath);
if (!existsSync(templatePath)) throw new Error(`No template: run the client build first (${templatePath})`);
const template = readFileSync(templatePath, 'utf8');

const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
const {
  render,
  createPageShell,
  PAGE_ROUTES,
  PAGE_VARIANTS,
  LANGUAGES,
  localizedPath,
  ogImageSvg,
  svgToPng,
  faviconIco,
} = await import(join(serverDir, 'entry-server.js'));

// The Intl warm-up runs as a classic worker (src/intl-warmup.ts): one file, no imports.
const intlFile = manifest['src/intl-warmup.ts']?.file;
if (intlFile && /^\s*(import|export)\b/m.test(readFileSync(join(clientDir, intlFile), 'utf8')))
  throw new Error('The Intl warm-up was built as a module: it runs as a classic worker');
// The same shell the server fills for the pages it renders at request time (src/page-shell.ts).
const fill = createPageShell(template, manifest);

function write(file, html) {
  const path = join(clientDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
  return path;
}

// Rasterising is the slow part of a link-preview image (~50 ms each): a PNG is kept under the hash of
// its SVG (which holds the title's outlines, colours and layout), so a build redraws only what changed.
const imageCache = join(web, 'node_modules/.cache/og-images');
mkdirSync(imageCache, { recursive: true });
const images = new Map();
let drawn = 0;
async function writeImage(path, svg) {
  const key = createHash('sha256').update(svg).digest('hex').slice(0, 40);
  const cached = join(imageCache, `${key}.png`);
  if (!existsSync(cached)) {
    writeFileSync(cached, await svgToPng(svg));
    drawn += 1;
  }
  mkdirSync(dirname(join(clientDir, path)), { recursive: true });
  copyFileSync(cached, join(clientDir, path));
}

let count = 0;
async function prerender(url, file) {
  const page = await render(url);
  write(file, fill(page));
  images.set(page.ogImage.path, { title: page.ogImage.title, language: page.language });
  count += 1;
}
for (const route of PAGE_ROUTES) {
  for (const language of LANGUAGES) {
    const url = localizedPath(route.path, language);
    const dir = url === '/' ? '' : url.slice(1);
    await prerender(url, join(dir, 'index.html'));
    // A state the server sends for some addresses of the page (common/src/page-variants.ts).
    for (const variant of PAGE_VARIANTS.filter((each) => each.routeId === route.id))
      await prerender(url + variant.sample, join(dir, variant.file));
  }
}
// Any path outside the routes renders the 404 page.
await prerender('/404', '404.html');
await prerender('/km/404', 'km/404.html');
console.log(`prerendered ${count} pages into ${clientDir}`);

const started = Date.now();
for (const [path, image] of images) await writeImage(path.slice(1), ogImageSvg(image));
writeFileSync(join(clientDir, 'favicon.ico'), await faviconIco());
console.log(
  `wrote ${images.size} link-preview images (${drawn} drawn, the rest from ${imageCache}) and favicon.ico in ${Date.now() - started} ms`,
);
