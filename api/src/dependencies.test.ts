import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * The production image prunes devDependencies (Dockerfile: `npm prune --omit=dev`): a package the
 * server imports at run time but lists only as a devDependency installs on every developer's machine
 * and then stops the production server at start (ERR_MODULE_NOT_FOUND; ical.js once did). Every bare
 * import of the server's own code (tests, test doubles and reliability suites aside) is checked here
 * against the dependencies of its workspace, and so is every package the server-side rendering
 * bundle of the web app imports (Vite leaves packages out of it: the live pages need them at run time;
 * the link-preview renderer's @resvg/resvg-wasm once was a devDependency, and every live page was 503).
 */

const root = path.resolve(import.meta.dirname, '..', '..');

const dependenciesOf = (workspace: string): string[] =>
  Object.keys(
    (JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { dependencies?: object })
      .dependencies ?? {},
  );

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'reliability' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|reliability)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The packages of bare import specifiers ('pkg/sub' → 'pkg', '@scope/pkg/sub' → '@scope/pkg'), built-ins aside. */
const packagesOf = (specifiers: string[]): string[] =>
  specifiers
    .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier.split('/')[0]!))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );

/** 'pkg', '@scope/pkg' of every static or dynamic import and re-export of bare specifiers. */
function importedPackages(file: string): string[] {
  return packagesImportedBy(readFileSync(file, 'utf8'));
}

function packagesImportedBy(text: string): string[] {
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"./][^'"]*)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"./][^'"]*)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return packagesOf(specifiers);
}

describe.each(['api', 'common'])('%s: what runs in production is a dependency', (workspace) => {
  it('imports only packages listed in its dependencies (never only in devDependencies)', () => {
    const allowed = new Set(dependenciesOf(workspace));
    const missing = sources(path.join(root, workspace, 'src')).flatMap((file) =>
      importedPackages(file)
        .filter((name) => !allowed.has(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('web: the server-side rendering bundle', () => {
  it('imports only packages the production install keeps (web and common dependencies)', () => {
    const bundle = path.join(root, 'web', 'dist', 'server', 'entry-server.js');
    // npm test builds first (scripts/test.mjs); this checks what that build left out of the bundle.
    expect(existsSync(bundle)).toBe(true);
    const allowed = new Set([...dependenciesOf('web'), ...dependenciesOf('common')]);
    // The bundle is minified onto few lines: its imports are matched anywhere.
    const specifiers = [
      ...readFileSync(bundle, 'utf8').matchAll(
        /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](@?[a-z0-9][\w.-]*(?:\/[\w.@-]+)*)["']/g,
      ),
    ].map((m) => m[1]!);
    const missing = packagesOf(specifiers).filter((name) => !allowed.has(name));
    expect([...new Set(missing)]).toEqual([]);
  });
});
