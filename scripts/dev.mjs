// `npm run dev`: the api with --watch on :3000 and the Vite dev server on :5173 (it proxies /graphql and /api).
// The api runs from source: common/ too (the `source` export condition of @site/common), so `node --watch`
// restarts it when a file of api/src or common/src changes. A .env file beside package.json is read,
// as by `npm start` (variables already set in the environment win).
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const envFile = path.join(root, '.env');
if (existsSync(envFile)) {
  process.loadEnvFile(envFile);
  console.log('read .env');
}
const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` };
const children = [
  spawn('node', ['--watch', '--conditions=source', '--import', '@swc-node/register/esm-register', 'src/start.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
