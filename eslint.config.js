import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'web/src/gql/**',
      'test-results/**',
      '**/playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error (and, in a handler Express or React
    // calls without awaiting, its rejection). The test tsconfigs cover the test files too.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['api/tsconfig.test.json', 'common/tsconfig.test.json', 'web/tsconfig.json', 'e2e/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // A feature imports another only through its index.ts; shared/ and the api's layers below the
    // features import no feature (eslint/feature-boundaries.js).
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      'local/feature-boundaries': [
        'error',
        {
          roots: ['api/src', 'web/src'],
          layers: ['graphql', 'http', 'db', 'events', 'rate-limits'],
          composers: ['app', 'layout'],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // MUI's TextField brings its custom Select (menu, popover, modal, focus trap: ~14 KiB compressed)
      // into every page with a form; the site's own (web/src/app/TextField.tsx) has the same props.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material',
              importNames: ['TextField', 'Select'],
              message: "Use web/src/app/TextField (the same props; a select is the browser's own).",
            },
          ],
          patterns: [
            {
              group: [
                '@mui/material/TextField',
                '@mui/material/Select',
                '@mui/material/TextField/*',
                '@mui/material/Select/*',
              ],
              message: "Use web/src/app/TextField (the same props; a select is the browser's own).",
            },
          ],
        },
      ],
    },
  },
  {
    // The site's TextField is tested against MUI's own.
    files: ['web/src/app/TextField.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
