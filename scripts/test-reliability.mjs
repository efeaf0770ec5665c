// `npm run test:reliability` (CI runs it after `npm run test:all`): the heavy suites in api/src/**/*.reliability.ts
// (fuzzing every entry point, races, kill -9 under a write load), against the PostgreSQL server at
// TEST_DATABASE_URL when set, else the embedded PGlite. Ends with one summary line.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tryRun } from './lib.mjs';

const report = path.join(mkdtempSync(path.join(tmpdir(), 'site-reliability-')), 'jest.json');
const jest = tryRun('jest', ['-c', 'jest.reliability.config.js', '--json', `--outputFile=${report}`], {
  env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' },
});
let passed = 0;
let failed = 1;
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
}
console.log(`\nReliability summary: ${passed} passed, ${failed} failed`);
process.exit(jest.status !== 0 || failed > 0 ? 1 : 0);
