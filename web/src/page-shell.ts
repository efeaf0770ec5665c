// Fills Vite's template with a rendered page: its head, its HTML and the scripts it loads. Used by the
// build's prerender (scripts/prerender.mjs) and by the server, which renders pages of stored content at
// request time (api/src/http/live-pages.ts); both import it from the SSR build (entry-server.tsx).
import type { RenderedPage } from './entry-server';
import { bootScript } from './app/boot';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

const ENTRY_KEY = 'index.html';
const ENHANCE_KEY = 'src/enhance.ts';
const INTL_KEY = 'src/intl-warmup.ts';

/** The template and the manifest of a client build, made into a function that writes a whole page. */
export function createPageShell(template: string, manifest: ViteManifest): (page: RenderedPage) => string {
  /** Files of a manifest chunk and its static imports, transitively. */
  function chunkFiles(key: string, seen = new Set<string>()): Set<string> {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest has no chunk for ${key}: is pages.ts in step with the files?`);
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
    return seen;
  }
  if (!manifest[ENTRY_KEY]?.isEntry || !manifest[ENHANCE_KEY]?.isEntry)
    throw new Error('Vite manifest: no app or enhance entry');
  if (!manifest[INTL_KEY]?.isEntry || manifest[INTL_KEY].imports?.length)
    throw new Error('Vite manifest: the Intl warm-up must be an entry of its own, without imports');
  if (Object.values(manifest).some((chunk) => chunk.css?.length))
    throw new Error('A chunk has a CSS file: the boot script loads none (the app styles with Emotion)');
  // The entry evaluates the app in stages (main.tsx): its dynamic imports are part of every page's app.
  const entryChunks = chunkFiles(ENTRY_KEY);
  for (const stage of manifest[ENTRY_KEY].dynamicImports ?? []) chunkFiles(stage, entryChunks);
  const file = (key: string) => `/${manifest[key]!.file}`;
  // A content page loads only these before a visitor needs more (e2e/tests/budget.spec.ts counts them).
  const enhanceTags = [...chunkFiles(ENHANCE_KEY)]
    .map((key) =>
      key === ENHANCE_KEY
        ? `<script type="module" src="${file(key)}"></script>`
        : `<link rel="modulepreload" href="${file(key)}" />`,
    )
    .reverse()
    .join('\n    ');

  // Vite's template loads the entry from <head>; the boot script loads it after the first paint instead.
  const viteScripts = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
  const pageTemplate = template.replace(viteScripts, '');
  if (/type="module"|modulepreload/.test(pageTemplate)) throw new Error('template.html: unexpected Vite script tags');
  if (pageTemplate.split(/<!--app-html-->|<!--app-head-->/).length !== 3)
    throw new Error('template.html needs exactly one <!--app-head--> and one <!--app-html-->');

  /**
   * The scripts of a page: the boot script with the app's entry, its static imports and the page's own
   * chunks (and messages); a content page loads them on demand and runs the enhance entry meanwhile.
   */
  function bootTag(sources: string[], content: boolean): string {
    const keys = new Set(entryChunks);
    for (const source of sources) for (const key of chunkFiles(source)) keys.add(key);
    keys.delete(ENTRY_KEY);
    const boot = `<script>${bootScript(file(ENTRY_KEY), [...keys].map(file), content ? 'demand' : 'paint', file(INTL_KEY))}</script>`;
    return content ? `${boot}\n    ${enhanceTags}` : boot;
  }

  return (page) => {
    const messages = [
      `src/locales/${page.language}.json`,
      ...(page.staff ? [`src/locales/staff/${page.language}.json`] : []),
    ];
    const boot = bootTag([page.pageSource, ...messages], page.content);
    return pageTemplate
      .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
      .replace('<!--app-head-->', () => page.head)
      .replace('<div id="root"><!--app-html--></div>', () => `<div id="root">${page.html}</div>\n    ${boot}`);
  };
}
