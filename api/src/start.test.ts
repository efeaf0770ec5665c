import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

// Every start goes through an entry that refuses an old Node.js in one line, before the app's imports
// (which fail on Node 20 with "does not provide an export named 'globSync'", deep inside MikroORM).

const apiDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(apiDir, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Makes this Node.js say it is another version, before any module of the program runs. */
const pretendVersion = (version: string) =>
  `data:text/javascript,Object.defineProperty(process,'versions',{value:{...process.versions,node:'${version}'}})`;

const fromSource = ['--conditions=source', '--import', '@swc-node/register/esm-register', 'src/start.ts'];

function run(command: string, args: string[], cwd = apiDir) {
  const result = spawnSync(command, args, {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const refusal = (found: string) =>
  new RegExp(
    `^This site needs Node\\.js 24 or newer; this is Node\\.js ${found.replaceAll('.', '\\.')} \\([^)]+\\)\\. [^\\n]+\\n$`,
  );

describe('the start on an old Node.js', () => {
  it('api/src/start.ts says, in one line, which version it needs and which it found, and exits 1', () => {
    const result = run(process.execPath, ['--import', pretendVersion('20.20.2'), ...fromSource]);
    expect(result.stderr).toMatch(refusal('20.20.2'));
    expect(result.stderr).toContain('nvm install 24');
    expect(result.stdout).toBe('');
    expect(result.status).toBe(1);
  });

  it('the npm scripts that start or build the site say it before they do anything', () => {
    for (const script of ['scripts/start.mjs', 'scripts/dev.mjs', 'scripts/build.mjs', 'scripts/test.mjs']) {
      const result = run(process.execPath, ['--import', pretendVersion('22.17.0'), script], root);
      expect({ script, stderr: result.stderr, stdout: result.stdout, status: result.status }).toEqual({
        script,
        stderr: expect.stringMatching(refusal('22.17.0')),
        stdout: '',
        status: 1,
      });
    }
  });

  // The machine's own Node.js, where it is an old one (Debian's is 20): no pretending.
  const systemNode = ['/usr/bin/node', '/bin/node'].find((file) => existsSync(file));
  const systemMajor = systemNode ? Number(run(systemNode, ['-p', 'process.versions.node']).stdout.split('.')[0]) : 0;
  const withOldSystemNode = systemNode && systemMajor > 0 && systemMajor < 24 ? it : it.skip;

  withOldSystemNode('the same with the system Node.js: npm start, the source entry, the built one', () => {
    const starts = [run(systemNode!, ['scripts/start.mjs'], root), run(systemNode!, fromSource)];
    // The README's production command (npm run test:unit builds the site first).
    if (existsSync(path.join(apiDir, 'dist', 'start.js')))
      starts.push(run(systemNode!, ['--max-semi-space-size=8', '--expose-gc', 'api/dist/start.js'], root));
    for (const start of starts) {
      expect(start.stderr).toMatch(/^This site needs Node\.js 24 or newer; this is Node\.js \d+\.\d+\.\d+ [^\n]+\n$/);
      expect(start.status).toBe(1);
    }
  });
});

describe('every start goes through the check', () => {
  it('npm start, npm run dev, the image and the README production command use the entry', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/ scripts\/start\.mjs$/);
    expect(scripts.dev).toMatch(/ scripts\/dev\.mjs$/);
    for (const script of ['scripts/start.mjs', 'scripts/dev.mjs', 'scripts/build.mjs', 'scripts/test.mjs'])
      expect(/^import .*;$/m.exec(read(script))?.[0]).toBe("import './require-node.mjs';");
    expect(read('scripts/start.mjs')).toContain("await import('../api/dist/start.js');");
    expect(read('scripts/dev.mjs')).toContain("'src/start.ts'");
    expect(/^CMD (.*)$/m.exec(read('Dockerfile'))?.[1]).toMatch(/"api\/dist\/start\.js"\]$/);
    expect(read('README.md')).toMatch(/NODE_ENV=production node [^`]*api\/dist\/start\.js`/);
    expect(read('README.md')).not.toMatch(/api\/dist\/main\.js/);
  });

  it('the version it needs is the one .nvmrc, the node devDependency and the Docker image name', () => {
    const needed = (file: string) => Number(/NODE_MAJOR_NEEDED = (\d+);/.exec(read(file))?.[1]);
    expect(needed('api/src/start.ts')).toBe(24);
    expect(needed('scripts/require-node.mjs')).toBe(24);
    expect(read('.nvmrc').trim()).toBe('24');
    const { devDependencies } = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> };
    expect(devDependencies.node).toMatch(/^24\./);
    expect([...read('Dockerfile').matchAll(/^FROM node:(\d+)/gm)].map((match) => match[1])).toEqual(['24', '24']);
  });
});
