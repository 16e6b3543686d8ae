// One lint setup for the whole repository. Besides the usual TypeScript rules it enforces the
// conventions of docs/conventions.md: the dependency direction (core imports nothing of ours, web never
// imports server code, e2e imports no package code, a web feature imports no other feature, a server
// module's repository is used by its own service, and as a port only), no import cycles, source files of
// at most 400 lines, kebab-case file names, the rules of hooks, and promises that are awaited or handled
// (type-aware).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import sellerDesk from './tools/eslint-rules/index.ts';

const noImport = (patterns, paths = []) => ['error', { patterns, paths }];

// Every grid edits through one input, LabelledEditInput, which takes a typed value at once (the library's
// own input takes it 200 ms after the last key; decision 129).
const oneGridEditInput = [
  {
    name: '@mui/x-data-grid',
    importNames: ['GridEditInputCell', 'renderEditInputCell'],
    message: "use LabelledEditInput (components/data-grid/columns.tsx): the grid's one edit input.",
  },
];
const componentsImports = [
  { group: ['**/features/**'], message: 'components/ and lib/ import no feature.' },
  { group: ['@seller-desk/server', '**/server/**'], message: 'web never imports server code.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-profile/**',
      'data/**',
      'test-results/**',
      // scratch files of the test runs (e2e data folder, reports), ignored by git too
      '.tmp/**',
      'playwright-report/**',
      // Written by GraphQL Code Generator (npm run codegen); npm test fails when they are stale.
      'packages/web/src/lib/gql/**',
      'packages/server/src/graphql-types.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'seller-desk': sellerDesk, 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'seller-desk/kebab-case-file-names': 'error',
      'seller-desk/web-feature-boundaries': 'error',
      'seller-desk/server-module-boundaries': 'error',
      'seller-desk/sql-in-repositories': 'error',
      // A service receives its repositories as ports (decision 061); it may import their types only.
      'seller-desk/services-take-ports': 'error',
      // The server's db/ < shared/ < plugins/ < modules/, each importing only those below it; services
      // and repositories free of Fastify (issue 38: the circles this replaced).
      'seller-desk/server-layers': 'error',
      // A cycle makes the load order decide what is undefined; type-only imports cannot cause one.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A source file has at most 400 lines, every line counted as wc -l counts them (decision 250): a
    // longer file holds more than one concern. Tests, their fixtures and helpers, benches and generated
    // files (ignored above) are exempt: a specification reads best whole.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'packages/*/test/**',
      'packages/*/bench/**',
      '**/fixtures/**',
      '**/*.fixture.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Type-aware rules: a promise is awaited, returned, or explicitly handed off with `void`.
    files: [
      'packages/*/src/**/*.{ts,tsx}',
      'packages/*/test/**/*.ts',
      'packages/*/bench/**/*.ts',
      'e2e/**/*.ts',
      'scripts/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
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
      'no-restricted-imports': noImport(
        [
          {
            group: ['@seller-desk/server', '**/server/**'],
            message: 'web never imports server code: the GraphQL schema is the contract.',
          },
          { group: ['**/core/src/**'], message: 'import core through @seller-desk/core.' },
        ],
        oneGridEditInput,
      ),
    },
  },
  {
    files: ['packages/web/src/components/**/*.{ts,tsx}', 'packages/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': noImport(componentsImports, oneGridEditInput) },
  },
  {
    // The one place that renders the library's edit input.
    files: ['packages/web/src/components/data-grid/columns.tsx'],
    rules: { 'no-restricted-imports': noImport(componentsImports) },
  },
  {
    files: ['packages/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport(
        [
          {
            // from a file one folder down (pages/x.tsx), ../../<name>/ is another feature; from the
            // feature's own folder, ../../lib/ and ../../components/ are the shared code it may use
            group: ['../../*/**', '!../../../**', '!../../lib/**', '!../../components/**'],
            message: 'a feature does not import another feature; the app layer composes them.',
          },
          { group: ['@seller-desk/server', '**/server/**'], message: 'web never imports server code.' },
        ],
        oneGridEditInput,
      ),
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
