// Is package-lock.json complete enough for `npm ci` on any machine? npm refuses a lock file that
// leaves out a package some locked package depends on, even an optional one for another platform
// (`Missing: @swc/core-darwin-arm64@ from lock file`), and `npm install` silently leaves such a
// package out when the registry lacks its version. This resolves every dependency of every locked
// package the way Node does (nearest node_modules upwards) and lists what is missing.
// Usage: node scripts/check-lockfile.mjs [path/to/package-lock.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** `[{ from, name, optional }]` for every dependency the lock file cannot resolve. */
export function missingFromLock(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  const resolves = (from, name) => {
    // Walk up from `from` (e.g. node_modules/a/node_modules/b) to the root, as Node's resolution does.
    let dir = from;
    for (;;) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return true;
      if (!dir) return false;
      const up = dir.lastIndexOf('/node_modules/');
      dir = up === -1 ? '' : dir.slice(0, up);
    }
  };
  for (const [key, entry] of Object.entries(packages)) {
    if (entry.link || entry.inBundle) continue;
    const bundled = new Set(entry.bundleDependencies ?? entry.bundledDependencies ?? []);
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ];
    for (const { name, optional } of wanted) {
      if (bundled.has(name) || resolves(key, name)) continue;
      missing.push({ from: key || '(root)', name, optional });
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(process.argv[2] ?? path.join(root, 'package-lock.json'));
  const missing = missingFromLock(JSON.parse(readFileSync(file, 'utf8')));
  if (missing.length > 0) {
    console.error(`${path.relative(process.cwd(), file)} is incomplete: \`npm ci\` would refuse it. Missing:`);
    for (const { from, name, optional } of missing)
      console.error(`  - ${name}${optional ? ' (optional)' : ''}, needed by ${from}`);
    console.error(
      'A registry without that version makes `npm install` leave it out: pin the parent to a version whose\n' +
        'platform packages all exist (package.json "overrides"), then run `npm install` again.',
    );
    process.exit(1);
  }
  console.log(`${path.relative(process.cwd(), file) || 'package-lock.json'}: every locked dependency resolves`);
}
