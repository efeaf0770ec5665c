// Builds everything `npm start` serves: common + api (tsc), schema.graphql (from the resolvers), and the
// web app (client bundle, SSR bundle, prerendered pages in both languages).
import { run } from './lib.mjs';

const started = Date.now();
run('tsc', ['-b', 'api']);
run('node', ['api/dist/scripts/emit-schema.js']);
run('npm', ['run', 'build', '-w', 'web', '--silent']);
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
