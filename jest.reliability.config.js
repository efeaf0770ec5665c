// `npm run test:reliability`: the long, heavy suites (fuzzing, races, kill -9 under load) that CI runs
// after the main test suite. Same transforms as jest.config.js; one worker, so a suite has the machine.
import base from './jest.config.js';

const api = base.projects.find((project) => project.displayName === 'api');

export default {
  maxWorkers: 1,
  testTimeout: 600_000,
  projects: [{ ...api, displayName: 'reliability', testMatch: ['<rootDir>/api/src/**/*.reliability.ts'] }],
};
