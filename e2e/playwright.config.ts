import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

// The browser tier: Debian's Chromium (browser downloads do not work here) against the real server on
// a fresh SQLite database under .tmp/. The `first-run` project creates the first administrator through
// the setup screen; every other test depends on it and signs in through the fixture.
const port = Number(process.env.E2E_PORT ?? 3100);
const root = join(import.meta.dirname, '..');
const dataDir = join(root, '.tmp', 'e2e-data');

/** The catalogue walks: they expect the grids of an installation with few products and listings. */
const CATALOGUE_WALKS = /(products|listings|concurrent-edit|catalogue-screens)\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  outputDir: join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(root, '.tmp', 'playwright.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  projects: [
    { name: 'first-run', testMatch: /first-run\.spec\.ts/ },
    // Every test shares one database. The catalogue walks find their rows in grids that show a page
    // of rows, so they run before the areas that load many products and listings at once (the bulk
    // tools, billing and marketplace uploads); those come after, in the `chromium` project.
    { name: 'catalogue', testMatch: CATALOGUE_WALKS, dependencies: ['first-run'] },
    {
      name: 'chromium',
      testIgnore: [/first-run\.spec\.ts/, CATALOGUE_WALKS],
      dependencies: ['catalogue'],
    },
  ],
  webServer: {
    command: `node ${join(root, 'e2e', 'start-server.ts')}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
