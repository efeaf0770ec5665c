// `npm run dev`: the api with --watch on :3000 and the Vite dev server on :5173 (it proxies /graphql and /api).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, run } from './lib.mjs';

run('tsc', ['-b', 'common']);
const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` };
const children = [
  spawn('node', ['--watch', '--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
