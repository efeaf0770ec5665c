// `npm run check`: the lock file, lint, formatting, types of every workspace, and the drift checks: schema.graphql
// against the resolvers, web/src/gql against codegen, migrations/ against the entities.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const step = (title) => console.log(`\n▶ ${title}`);

step('package-lock.json: complete for `npm ci`');
run('node', ['scripts/check-lockfile.mjs']);
step('ESLint');
run('eslint', ['.', '--max-warnings=0']);
step('Prettier');
run('prettier', ['--check', '.', '--log-level=warn']);
step('TypeScript: common + api');
run('tsc', ['-b', 'api']);
step('TypeScript: common and api tests');
run('tsc', ['-p', 'common/tsconfig.test.json']);
run('tsc', ['-p', 'api/tsconfig.test.json']);
step('TypeScript: web');
run('tsc', ['-p', 'web', '--noEmit']);
step('TypeScript: e2e');
run('tsc', ['-p', 'e2e', '--noEmit']);
step('schema.graphql against the resolvers');
run('node', ['api/dist/scripts/emit-schema.js', '--check']);
step('generated GraphQL code against codegen');
const gqlDir = path.join(root, 'web', 'src', 'gql');
const before = snapshot(gqlDir);
run('graphql-codegen', ['--config', 'codegen.yml', '--silent']);
const after = snapshot(gqlDir);
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error(`web/src/gql was out of date (now regenerated, commit it): ${changed.join(', ')}`);
  process.exit(1);
}
console.log('web/src/gql matches codegen');
step('migrations/ against the entities');
run('node', ['api/dist/scripts/check-migrations.js']);
console.log('\n✓ all checks passed');

function snapshot(dir) {
  const files = new Map();
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) files.set(name, readFileSync(file, 'utf8'));
  }
  return files;
}
