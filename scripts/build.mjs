// Builds everything `npm start` serves: common + api (tsc), schema.graphql (from the resolvers), and the
// web app (client bundle, SSR bundle, prerendered pages in both languages).
// Vite's list of every file it wrote (about 150 lines) is shown only when the web build fails, or with
// `npm run build -- --verbose`; otherwise its warnings and the prerender's summary.
import './require-node.mjs';
import { run, tryRun } from './lib.mjs';

const verbose = process.argv.includes('--verbose');
const started = Date.now();
run('tsc', ['-b', 'api']);
run('node', ['api/dist/scripts/emit-schema.js']);
// A build is always the production bundle: NODE_ENV=test or development in the shell (jest sets test)
// would otherwise make React's JSX runtime the development one and the prerender fail.
const webBuild = ['npm', ['run', 'build', '-w', 'web', '--silent'], { env: { NODE_ENV: 'production' } }];
if (verbose) run(...webBuild);
else {
  console.log('building the web app (Vite) and prerendering its pages…');
  const [command, args, options] = webBuild;
  const web = tryRun(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${web.stdout ?? ''}${web.stderr ?? ''}`;
  if (web.status !== 0) {
    process.stdout.write(output);
    console.error(`\n✗ the web build failed (exit ${web.status ?? web.signal}); its whole output is above`);
    process.exit(web.status || 1);
  }
  for (const line of output.split('\n'))
    if (/^(prerendered|wrote) |warn|\(!\)/i.test(line)) console.log(`  ${line.trim()}`);
}
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
