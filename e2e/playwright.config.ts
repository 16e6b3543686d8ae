import { defineConfig } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The browser tier: Debian's Chromium (browser downloads do not work here) against the real server.
// Every spec file is a project of its own with a port of its own: its worker starts the server on an
// empty data folder under .tmp/e2e/ and creates the first administrator through the API
// (e2e/fixtures/test.ts), so the specs run side by side and none depends on another's data.
// `first-run` gets an empty installation: the setup screen is what it tests.
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const root = join(import.meta.dirname, '..');

/**
 * The slowest specs first, so that the workers end together (measured: docs/testing.md). A spec not
 * named here (a new one) starts before these, while its time is not known.
 */
const LONGEST_FIRST = [
  'billing',
  'catalogue-screens',
  'marketplace-reports',
  'bulk',
  'settings',
  'bills-dashboard',
  'dashboards',
  'messaging',
  'listings',
  'concurrent-edit',
  'products',
  'pricing-history',
  'order-database',
  'gst',
  'history',
  'imp-links',
  'text-to-speech',
  'single-sign-on',
  'users',
  'first-run',
];

const specs = readdirSync(join(import.meta.dirname, 'tests'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort()
  .map((file, i) => ({ file, name: file.slice(0, -'.spec.ts'.length), port: firstPort + i }));
const rank = (name: string) => LONGEST_FIRST.indexOf(name);
specs.sort((a, b) => rank(a.name) - rank(b.name));

export default defineConfig<object, { installation: 'administrator' | 'empty' }>({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: join(root, 'test-results'),
  fullyParallel: false,
  // Three at a time on two cores: a walk waits on the app, each worker uses about a third of a core
  // (decision 375; the measurements are in docs/testing.md).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // In CI a failed walk runs once more, and one that passes then is listed as flaky at the end (decision 368).
  retries: process.env.CI === 'true' ? 1 : 0,
  // The machine is shared (two cores, several people's work at once): a screen can take more than
  // 10 s to settle while the other workers load theirs.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: join(root, '.tmp', 'playwright.json') }],
    // the specs of the run, so that each worker starts the next spec's server ahead (decision 374)
    ['./fixtures/start-ahead-reporter.ts'],
  ],
  use: {
    // The browser asks for reduced motion, which the app honours with no transitions (decision 373): a
    // click no longer waits for a dialog or a notice to finish moving.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: specs.map(({ file, name, port }) => ({
    name,
    testMatch: new RegExp(`(^|/)${file.replaceAll('.', '\\.')}$`),
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      installation: name === 'first-run' ? 'empty' : 'administrator',
    },
    // single-sign-on starts its own server (with the OIDC settings): none is started ahead for it
    metadata: { ownServer: name === 'single-sign-on' },
  })),
});
