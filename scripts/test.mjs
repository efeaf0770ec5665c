// `npm test`: builds the production site, then runs every suite: jest (common, api unit + integration,
// web components) and Playwright e2e in the system Chromium against the production build.
// Ends with one summary line "N passed, N failed".
// `npm run test:unit [-- jest args]` runs jest only; it builds first only when no build is there (some api
// tests serve the built pages), so it works in a fresh clone too.
import './require-node.mjs';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isBuilt, run, tryRun } from './lib.mjs';

const [only, ...jestArgs] = process.argv.slice(2); // optional: "unit" or "e2e"; after "unit", jest's own arguments
const reports = mkdtempSync(path.join(tmpdir(), 'site-test-report-'));
let passed = 0;
let failed = 0;
let exitCode = 0;

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
  } else failed += 1;
  if (jest.status !== 0) exitCode = 1;
}

if (only !== 'unit') {
  const e2eReport = path.join(reports, 'e2e.json');
  const e2e = tryRun('npm', ['test', '-w', 'e2e', '--silent'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } });
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else failed += 1;
  if (e2e.status !== 0) exitCode = 1;
}

console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
