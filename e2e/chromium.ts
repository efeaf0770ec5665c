// The Chromium the e2e tests drive: a system one when there is one, else the build the npm package
// @sparticuz/chromium ships inside its tarball (chrome-headless-shell for Linux x64, brotli-compressed,
// with the NSS libraries it needs), unpacked once into node_modules/.cache. Never a downloaded browser.
// Only erasable TypeScript here: scripts/test.mjs loads this file with Node's type stripping.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

export interface Chromium {
  executablePath: string;
  /** What the browser needs in its environment beside the caller's (the npm build: its libraries, its fonts). */
  env: Record<string, string>;
  /** Where it comes from, for the log. */
  source: string;
}

/** Debian's `chromium-headless-shell`: the browser without the desktop around it, about 30 % less CPU. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const NPM_PACKAGE = '@sparticuz/chromium';
const root = path.resolve(import.meta.dirname, '..');

/** The command that installs the system Chromium (and the Khmer fonts the pages are also checked with). */
export const CHROMIUM_INSTALL =
  'apt-get install -y --no-install-recommends chromium chromium-headless-shell fonts-khmeros';

/**
 * E2E_CHROME_PATH when set; else Debian's chromium-headless-shell, CHROME_PATH or /usr/bin/chromium,
 * whichever exists first; else the npm package's build (unpacked on first use, a few seconds; first
 * also with E2E_CHROMIUM=npm); else undefined (not installed, or not Linux x64, the only build the
 * package ships).
 */
export function findChromium(): Chromium | undefined {
  if (process.env.E2E_CHROMIUM === 'npm') return npmChromium();
  if (process.env.E2E_CHROME_PATH)
    return { executablePath: process.env.E2E_CHROME_PATH, env: {}, source: 'E2E_CHROME_PATH' };
  for (const [candidate, source] of [
    [HEADLESS_SHELL, 'Debian'],
    [process.env.CHROME_PATH, 'CHROME_PATH'],
    ['/usr/bin/chromium', 'Debian'],
  ] as const) {
    if (candidate && existsSync(candidate)) return { executablePath: candidate, env: {}, source };
  }
  return npmChromium();
}

function npmChromium(): Chromium | undefined {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  let packageDir: string;
  try {
    packageDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve(NPM_PACKAGE)), '..');
  } catch {
    return undefined;
  }
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const dir = path.join(root, 'node_modules', '.cache', 'npm-chromium', version);
  if (!existsSync(path.join(dir, 'chromium'))) unpack(path.join(packageDir, 'bin'), dir);
  return {
    executablePath: path.join(dir, 'chromium'),
    env: { LD_LIBRARY_PATH: path.join(dir, 'lib'), FONTCONFIG_PATH: dir },
    source: `${NPM_PACKAGE} ${version}`,
  };
}

/** Unpacks the package's build into `dir`, next to it first and renamed at the end: a concurrent run sees all or nothing. */
function unpack(bin: string, dir: string): void {
  const building = `${dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const inflate = (name: string) => brotliDecompressSync(readFileSync(path.join(bin, `${name}.br`)));
  writeFileSync(path.join(building, 'chromium'), inflate('chromium'), { mode: 0o755 });
  // Tar archives: the NSS libraries (lib/), Open Sans (fonts/Open_Sans/) and a fonts.conf replaced below.
  for (const archive of ['al2023.tar', 'fonts.tar']) {
    const tar = spawnSync('tar', ['-x', '-C', building], { input: inflate(archive) });
    if (tar.status !== 0) throw new Error(`could not unpack ${archive} of ${NPM_PACKAGE}: ${tar.stderr}`);
  }
  // Its own fonts, then the system's (Khmer among them where installed); the pages bring their web fonts.
  writeFileSync(
    path.join(building, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${path.join(dir, 'fonts')}</dir>
  <dir>/usr/share/fonts</dir>
  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>
</fontconfig>
`,
  );
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    renameSync(building, dir);
  } catch (error) {
    // Another process unpacked it first.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'chromium'))) throw error;
  }
}
