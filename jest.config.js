// Jest in ESM mode (MikroORM 7 and openid-client 6 are ESM only): run with NODE_OPTIONS=--experimental-vm-modules.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
      },
    },
    module: { type: 'es6' },
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@site/common$': '<rootDir>/common/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  rootDir: import.meta.dirname,
};

export default {
  // Twice the cores: many integration tests spend seconds waiting on purpose (a retry interval, a poll,
  // "nothing happens for 2 s"), so two workers on two cores leave them idle; four finish in ~150 s
  // instead of ~220 s.
  maxWorkers: 4,
  // An embedded PostgreSQL starts cold in a few seconds per test file, more while the other workers are busy.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'common',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/common/src/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/src/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.test.tsx', '<rootDir>/web/src/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '\\.(css|woff2?)$': '<rootDir>/web/src/test/style-stub.ts',
      },
    },
  ],
};
