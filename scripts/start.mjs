// `npm start`: builds what is missing, then serves the site, /graphql and /api from one process on PORT.
import './require-node.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isBuilt, root, run } from './lib.mjs';

// A .env file beside package.json is read if present (variables already set in the environment win).
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

if (!isBuilt()) {
  console.log('First start: building the site (this takes about a minute)…');
  run('node', ['scripts/build.mjs']);
}
await import('../api/dist/start.js');
