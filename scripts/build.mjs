// Builds everything `npm start` serves: common + api (tsc), schema.graphql (from the resolvers), and the
// web app (client bundle, SSR bundle, prerendered pages in both languages).
import './require-node.mjs';
import { run } from './lib.mjs';

const started = Date.now();
run('tsc', ['-b', 'api']);
run('node', ['api/dist/scripts/emit-schema.js']);
// A build is always the production bundle: NODE_ENV=test or development in the shell (jest sets test)
// would otherwise make React's JSX runtime the development one and the prerender fail.
run('npm', ['run', 'build', '-w', 'web', '--silent'], { env: { NODE_ENV: 'production' } });
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
