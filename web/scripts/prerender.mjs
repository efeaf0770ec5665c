// Prerenders every route of PAGE_ROUTES in both languages, plus the two 404 pages, into dist/client:
// '/' -> index.html, '/km/faq' -> km/faq/index.html, 404.html, km/404.html. Run after the client and
// SSR builds (npm run build -w web). The server maps GET <path> to <path>/index.html.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
const { render, PAGE_ROUTES, LANGUAGES, localizedPath } = await import(join(serverDir, 'entry-server.js'));

/** Files of a manifest chunk and its static imports, transitively. */
function chunkFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite manifest has no chunk for ${key}: is pages.ts in step with the files?`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryChunks = chunkFiles(entryKey);

/** modulepreload links for the page's chunks (and its language's messages) not already loaded by the entry. */
function preloadLinks(sources) {
  const keys = new Set();
  for (const source of sources) for (const key of chunkFiles(source)) if (!entryChunks.has(key)) keys.add(key);
  const links = [];
  for (const key of keys) {
    links.push(`<link rel="modulepreload" crossorigin href="/${manifest[key].file}" />`);
    for (const css of manifest[key].css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
  }
  return links.join('\n    ');
}

function fill(page) {
  const head = [page.head, preloadLinks([page.pageSource, `src/locales/${page.language}.json`])].join('\n    ');
  const parts = template.split(/<!--app-html-->|<!--app-head-->/);
  if (parts.length !== 3) throw new Error('template.html needs exactly one <!--app-head--> and one <!--app-html-->');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => page.html);
}

function write(file, html) {
  const path = join(clientDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
  return path;
}

let count = 0;
for (const route of PAGE_ROUTES) {
  for (const language of LANGUAGES) {
    const url = localizedPath(route.path, language);
    const page = await render(url);
    write(url === '/' ? 'index.html' : join(url.slice(1), 'index.html'), fill(page));
    count += 1;
  }
}
// Any path outside the routes renders the 404 page.
write('404.html', fill(await render('/404')));
write('km/404.html', fill(await render('/km/404')));
count += 2;
console.log(`prerendered ${count} pages into ${clientDir}`);
