// One lint setup for the whole repository. Besides the usual TypeScript rules it enforces the
// dependency direction of STYLE.md: core imports nothing of ours, web never imports server code,
// e2e imports no package code, and a web feature does not import another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noImport = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Written by GraphQL Code Generator (npm run codegen); npm test fails when they are stale.
      'packages/web/src/lib/gql/**',
      'packages/server/src/graphql-types.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport([
        { group: ['@seller-desk/*', '**/server/**', '**/web/**'], message: 'core imports nothing of ours.' },
        {
          group: ['node:fs', 'node:fs/*', 'node:net', 'node:http', 'node:child_process'],
          message: 'core does no I/O.',
        },
      ]),
    },
  },
  {
    // Tests of core may read their fixture files (real-shaped reports); core's own code still does no I/O.
    files: ['packages/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': noImport([
        { group: ['@seller-desk/*', '**/server/**', '**/web/**'], message: 'core imports nothing of ours.' },
      ]),
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport([
        { group: ['@seller-desk/web', '**/web/**'], message: 'server does not import web code.' },
        { group: ['**/core/src/**'], message: 'import core through @seller-desk/core.' },
      ]),
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport([
        {
          group: ['@seller-desk/server', '**/server/**'],
          message: 'web never imports server code: the GraphQL schema is the contract.',
        },
        { group: ['**/core/src/**'], message: 'import core through @seller-desk/core.' },
      ]),
    },
  },
  {
    files: ['packages/web/src/components/**/*.{ts,tsx}', 'packages/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport([
        { group: ['**/features/**'], message: 'components/ and lib/ import no feature.' },
        { group: ['@seller-desk/server', '**/server/**'], message: 'web never imports server code.' },
      ]),
    },
  },
  {
    files: ['packages/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport([
        {
          group: ['../../*/**', '!../../../**'],
          message: 'a feature does not import another feature; the app layer composes them.',
        },
        { group: ['@seller-desk/server', '**/server/**'], message: 'web never imports server code.' },
      ]),
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport([
        {
          group: ['@seller-desk/*', '**/packages/**'],
          message: 'e2e imports no package code: it drives the product as a person would.',
        },
      ]),
    },
  },
);
