// Prerenders every route of PAGE_ROUTES in both languages, plus the two 404 pages, into dist/client:
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
const { render, bootScript, PAGE_ROUTES, PAGE_VARIANTS, LANGUAGES, localizedPath, ogImageSvg, svgToPng, faviconIco } =
  await import(join(serverDir, 'entry-server.js'));

/** Files of a manifest chunk and its static imports, transitively. */
function chunkFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite manifest has no chunk for ${key}: is pages.ts in step with the files?`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  return seen;
}

const entryKey = 'index.html';
const enhanceKey = 'src/enhance.ts';
if (!manifest[entryKey]?.isEntry || !manifest[enhanceKey]?.isEntry)
  throw new Error('Vite manifest: no app or enhance entry');
// The entry evaluates the app in stages (main.tsx): its dynamic imports are part of every page's app.
const entryChunks = chunkFiles(entryKey);
for (const stage of manifest[entryKey].dynamicImports ?? []) chunkFiles(stage, entryChunks);
const file = (key) => `/${manifest[key].file}`;
// The Intl warm-up runs as a classic worker (src/intl-warmup.ts): one file, no imports.
const intlKey = 'src/intl-warmup.ts';
if (!manifest[intlKey]?.isEntry || manifest[intlKey].imports?.length)
  throw new Error('Vite manifest: the Intl warm-up must be an entry of its own, without imports');
if (/^\s*(import|export)\b/m.test(readFileSync(join(clientDir, manifest[intlKey].file), 'utf8')))
  throw new Error('The Intl warm-up was built as a module: it runs as a classic worker');
// A content page loads only these before a visitor needs more (e2e/tests/budget.spec.ts counts them).
const enhanceTags = [...chunkFiles(enhanceKey)]
  .map((key) =>
    key === enhanceKey
      ? `<script type="module" src="${file(key)}"></script>`
      : `<link rel="modulepreload" href="${file(key)}" />`,
  )
  .reverse()
  .join('\n    ');
if (Object.values(manifest).some((chunk) => chunk.css?.length))
  throw new Error('A chunk has a CSS file: the boot script loads none (the app styles with Emotion)');

// Vite's template loads the entry from <head>; the boot script loads it after the first paint instead.
const viteScripts = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
const pageTemplate = template.replace(viteScripts, '');
if (/type="module"|modulepreload/.test(pageTemplate)) throw new Error('template.html: unexpected Vite script tags');

/**
 * The scripts of a page: the boot script with the app's entry, its static imports and the page's own
 * chunks (and messages); a content page loads them on demand and runs the enhance entry meanwhile.
 */
function bootTag(sources, content) {
  const keys = new Set(entryChunks);
  for (const source of sources) for (const key of chunkFiles(source)) keys.add(key);
  keys.delete(entryKey);
  const boot = `<script>${bootScript(file(entryKey), [...keys].map(file), content ? 'demand' : 'paint', file(intlKey))}</script>`;
  return content ? `${boot}\n    ${enhanceTags}` : boot;
}

function fill(page) {
  const parts = pageTemplate.split(/<!--app-html-->|<!--app-head-->/);
  if (parts.length !== 3) throw new Error('template.html needs exactly one <!--app-head--> and one <!--app-html-->');
  const boot = bootTag([page.pageSource, `src/locales/${page.language}.json`], page.content);
  return pageTemplate
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace('<!--app-head-->', () => page.head)
    .replace('<div id="root"><!--app-html--></div>', () => `<div id="root">${page.html}</div>\n    ${boot}`);
}

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
