// `npm test`: every tier, in order — the generated GraphQL types are current (codegen --check),
// typecheck, lint (ESLint, Prettier, knip), the Markdown reference check, the unit and database tiers (Vitest; the
// database tier runs on SQLite and on PostgreSQL), then the browser tier (Playwright in Chromium).
// It ends with one line "N passed, N failed" over all tiers and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

function run(title: string, cmd: string, args: string[]): boolean {
  console.log(`\n== ${title}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

const checks =
  run('generated GraphQL types are current', 'npm', ['run', 'codegen:check']) &&
  run('typecheck', 'npm', ['run', 'typecheck']) &&
  run('lint', 'npm', ['run', 'lint']) &&
  run('every Markdown reference names a file of the repository', 'npm', ['run', 'check:refs']);
if (!checks) failures.push('codegen check, typecheck, lint or Markdown references');

const vitestJson = join(tmp, 'vitest.json');
rmSync(vitestJson, { force: true });
if (
  !run('unit and database tiers', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ])
)
  failures.push('vitest');
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}

const playwrightJson = join(tmp, 'playwright.json');
rmSync(playwrightJson, { force: true });
const browserOk =
  run('web build', 'npm', ['run', 'build']) &&
  run('browser tier', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
if (!browserOk) failures.push('playwright');
if (existsSync(playwrightJson)) {
  const report = JSON.parse(readFileSync(playwrightJson, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
if (failures.length > 0 && counts.failed === 0) counts.failed = failures.length;
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
