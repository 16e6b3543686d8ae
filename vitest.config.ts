import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test tiers (docs/conventions.md, "Test tiers"): unit tests of core and the server, and the database tier, which runs
// every *.db.test.ts file twice: once on SQLite (node:sqlite) and once on PostgreSQL.
const dbTests = ['packages/server/**/*.db.test.ts'];
// Database tests (and the server tests that start a process) start servers and child processes (the admin command) and wait on PostgreSQL: on two
// busy cores that takes longer than Vitest's 5 s default without anything being wrong.
const DB_TEST_TIMEOUT_MS = 30_000;
// On SQLite the database tier migrates one file per run and copies it for each test file (decision 260).
const dbGlobalSetup = ['packages/server/test/db-template.ts'];
// Every project runs its files one after another in a worker that imported the app once, not each file in
// a new process (decision 382): the database tier's files had spent 30 % of their time importing the
// server and 10 % setting up. A file's own database still comes from setupFiles, which run before every
// file; no test mocks a module or changes process.env, so no file sees what another did. The web project's
// jsdom is shared the same way (decision 262): a file cleans up what it renders and the globals it stubs.
const isolate = false;

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: ONE on the 2-core CI machine, which
    // leaves a core idle while a database test waits on PostgreSQL or a file starts (decision 262).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The property tests compare the solver with the every-rupee reference on 100,000 listings:
        // seconds of work, more on a loaded machine, so they get room beyond Vitest's 5 s default.
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], isolate, testTimeout: 120_000 },
      },
      {
        test: {
          name: 'server-unit',
          include: ['packages/server/**/*.test.ts'],
          exclude: [...dbTests, '**/node_modules/**'],
          isolate,
          // some start the server as a child process (the data-folder lock) or a local HTTP server
          testTimeout: DB_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'db-sqlite',
          include: dbTests,
          env: { TEST_DB: 'sqlite' },
          globalSetup: dbGlobalSetup,
          setupFiles: ['packages/server/test/setup-db.ts'],
          isolate,
          testTimeout: DB_TEST_TIMEOUT_MS,
          // a file's beforeAll starts the app on its database: the same wait as a test
          hookTimeout: DB_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'db-postgres',
          include: dbTests,
          env: { TEST_DB: 'postgres' },
          setupFiles: ['packages/server/test/setup-db.ts'],
          isolate,
          testTimeout: DB_TEST_TIMEOUT_MS,
          // a file's beforeAll starts the app on its database: the same wait as a test
          hookTimeout: DB_TEST_TIMEOUT_MS,
        },
      },
      {
        // Unit tests of the web app and its component tests (Testing Library, jsdom; no server).
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/test/setup-dom.ts'],
          isolate,
          // A component test types into a full data grid: seconds on a loaded machine.
          testTimeout: 60_000,
        },
      },
      // React's profiler on the listing grid (docs/performance.md); only with WEB_PROFILE=1.
      ...(process.env.WEB_PROFILE === '1'
        ? [
            {
              test: {
                name: 'web-profile',
                include: ['packages/web/bench/*.test.tsx'],
                environment: 'jsdom',
                setupFiles: ['packages/web/test/setup-dom.ts'],
                testTimeout: 600_000,
              },
            },
          ]
        : []),
      // The repository's own lint rules (tools/eslint-rules).
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], isolate } },
    ],
  },
});
