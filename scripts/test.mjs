// `npm test`: builds the production site, then runs every suite: jest (common, api unit + integration,
// web components) and Playwright e2e in Chromium against the production build, the e2e suite's quick set
// (the tests tagged @quick: one of each flow, at one width; e2e/playwright.config.ts) so that it stays
// within 8 minutes on a two-core machine. `npm run test:all` runs the whole e2e suite at both widths
// instead, as CI does (.ci/run). Ends with one summary line "Summary: N passed, N failed, N skipped"; in
// CI (CI set) a skipped test fails the run.
// `npm run test:unit [-- jest args]` runs jest only; it builds first only when no build is there (some api
// tests serve the built pages), so it works in a fresh clone too.
import './require-node.mjs';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isBuilt, run, tryRun } from './lib.mjs';

// optional: "unit" (jest only), "e2e" (the whole e2e suite only) or "all" (jest and the whole e2e suite);
// after "unit", jest's own arguments
const [only, ...jestArgs] = process.argv.slice(2);
if (![undefined, 'unit', 'e2e', 'all'].includes(only) || (only !== 'unit' && jestArgs.length > 0)) {
  console.error(
    `✗ unknown arguments "${process.argv.slice(2).join(' ')}": npm test, npm run test:all, npm run test:unit [-- <jest args>], npm run test:e2e [-- <playwright args>]`,
  );
  process.exit(2);
}
/** The e2e suite's quick set (`npm test` alone), else the whole suite. */
const e2eSet = only === undefined ? 'quick' : 'all';
const reports = mkdtempSync(path.join(tmpdir(), 'site-test-report-'));
let passed = 0;
let failed = 0;
/** Every skipped test, by name. */
const skipped = [];
let exitCode = 0;

// What the tests need beyond npm packages, checked before anything is built: only a Chromium for the
// e2e tests, a system one or the npm package's (e2e/chromium.ts).
if (only !== 'unit') {
  const { CHROMIUM_INSTALL, findChromium } = await import('../e2e/chromium.ts');
  const chromium = findChromium();
  const works =
    chromium && tryRun(chromium.executablePath, ['--version'], { stdio: 'ignore', env: chromium.env }).status === 0;
  if (!works) {
    console.error(
      `✗ the e2e tests need Chromium and none runs here (${chromium ? chromium.executablePath : 'no system Chromium, no npm build for this platform'}); install it: ${CHROMIUM_INSTALL}`,
    );
    process.exit(1);
  }
}

if (only !== 'unit') run('node', ['scripts/build.mjs']);
else if (!isBuilt()) {
  console.log('No build yet: building the site first, because some api tests serve its pages (under a minute)…');
  run('node', ['scripts/build.mjs']);
}

if (only !== 'e2e') {
  const jestReport = path.join(reports, 'jest.json');
  const jest = tryRun('jest', ['--json', `--outputFile=${jestReport}`, ...jestArgs], {
    env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' },
  });
  if (existsSync(jestReport)) {
    const result = JSON.parse(readFileSync(jestReport, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
    for (const file of result.testResults)
      for (const test of file.assertionResults)
        if (['pending', 'skipped', 'todo', 'disabled'].includes(test.status))
          skipped.push(`${path.relative(process.cwd(), file.name)}: ${test.fullName}`);
  } else failed += 1;
  if (jest.status !== 0) exitCode = 1;
}

if (only !== 'unit') {
  const e2eReport = path.join(reports, 'e2e.json');
  if (e2eSet === 'quick')
    console.log('\nThe e2e quick set (tests tagged @quick); `npm run test:all` runs all of them, as CI does.');
  const e2e = tryRun('npm', ['test', '-w', 'e2e', '--silent'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, E2E_SET: e2eSet },
  });
  if (existsSync(e2eReport)) {
    const { stats, suites } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped.push(...skippedSpecs(suites));
  } else failed += 1;
  if (e2e.status !== 0) exitCode = 1;
}

/** The skipped tests of a Playwright JSON report: "file: title (project)". */
function skippedSpecs(suites, titles = []) {
  return (suites ?? []).flatMap((suite) => {
    const inner = suite.file === suite.title ? titles : [...titles, suite.title];
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'skipped')
          .map((test) => `e2e/tests/${spec.file}: ${[...inner, spec.title].join(' › ')} (${test.projectName})`),
      ),
      ...skippedSpecs(suite.suites, inner),
    ];
  });
}

if (skipped.length > 0 && process.env.CI) {
  console.error(`\n✗ CI runs every test, and ${skipped.length} were skipped:`);
  for (const name of skipped) console.error(`  - ${name}`);
  exitCode = 1;
}
console.log(`\nSummary: ${passed} passed, ${failed} failed, ${skipped.length} skipped`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
