// `npm test`: every tier (docs/testing.md). Two lanes run side by side, since two cores are not both kept
// busy by either alone (decision 261):
//   checks: the generated GraphQL types are current (codegen --check), typecheck, ESLint, Prettier, knip,
//           the Markdown reference check, then the web build the browser tier serves;
//   vitest: the unit and database tiers (the database tier runs on SQLite and on PostgreSQL).
// Each step's output is kept in .tmp/test-logs/ and printed whole when the step fails. Then the browser
// tier (Playwright in Chromium) runs alone. It ends with one line "N passed, N failed, N skipped" over all
// tiers and exits non-zero when anything failed; .tmp/test-timings.json holds how long each step took.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = join(import.meta.dirname, '..');
const tmp = join(root, '.tmp');
const logs = join(tmp, 'test-logs');
mkdirSync(logs, { recursive: true });

interface Step {
  /** short name: the log file's name and the timings' key */
  name: string;
  title: string;
  cmd: string;
  args: string[];
  /** lines of its output worth showing when it passes (ANSI colours stripped) */
  summary?: RegExp;
}

interface Outcome {
  ok: boolean;
  seconds: number;
}
const timings: Record<string, number> = {};
const started = Date.now();
const since = () => ((Date.now() - started) / 1000).toFixed(0).padStart(4);

/** Runs a step with its output in .tmp/test-logs/<name>.log; prints it when the step fails. */
function runQuiet(step: Step): Promise<Outcome> {
  const log = join(logs, `${step.name}.log`);
  const out = createWriteStream(log);
  const t0 = Date.now();
  console.log(`${since()} s  start ${step.title}: ${step.cmd} ${step.args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', (e) => out.write(`\n${String(e)}\n`));
    child.on('close', (code) => {
      out.end(() => {
        const seconds = (Date.now() - t0) / 1000;
        timings[step.name] = seconds;
        const ok = code === 0;
        console.log(`${since()} s  ${ok ? 'ok    ' : 'FAILED'} ${step.title} (${seconds.toFixed(1)} s)`);
        if (ok && step.summary) {
          const text = stripVTControlCharacters(readFileSync(log, 'utf8'));
          for (const line of text.split('\n'))
            if (step.summary.test(line)) console.log(`        ${line.trim()}`);
        }
        if (!ok) {
          console.log(`\n---- output of ${step.title} (${log}) ----`);
          console.log(readFileSync(log, 'utf8'));
          console.log(`---- end of ${step.title} ----\n`);
        }
        resolve({ ok, seconds });
      });
    });
  });
}

/** Runs steps in order; every step runs, whatever the one before did. */
async function lane(steps: Step[]): Promise<Step[]> {
  const failed: Step[] = [];
  for (const step of steps) if (!(await runQuiet(step)).ok) failed.push(step);
  return failed;
}

const npm = (name: string, title: string, script: string): Step => ({
  name,
  title,
  cmd: 'npm',
  args: ['run', '--silent', script],
});

const vitestJson = join(tmp, 'vitest.json');
const playwrightJson = join(tmp, 'playwright.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const checks: Step[] = [
  npm('codegen', 'generated GraphQL types are current', 'codegen:check'),
  npm('typecheck', 'typecheck', 'typecheck'),
  { name: 'eslint', title: 'ESLint', cmd: 'npx', args: ['eslint', '.'] },
  { name: 'prettier', title: 'Prettier', cmd: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'knip', title: 'knip', cmd: 'npx', args: ['knip'] },
  npm('refs', 'every Markdown reference names a file of the repository', 'check:refs'),
];
const build = npm('build', 'web build', 'build');
const vitestFlaky = join(tmp, 'vitest-flaky.json');
rmSync(vitestFlaky, { force: true });
process.env.SD_FLAKY_FILE = vitestFlaky;
// In CI (CI=true) a failed test is run once more, and one that passes then is named at the end as flaky
// (decision 368): the project's CI refuses a whole session's work for one timing failure on a loaded machine.
const retries = process.env.CI === 'true' ? ['--retry=1'] : [];
const vitest: Step = {
  name: 'vitest',
  title: 'unit and database tiers (Vitest)',
  cmd: 'npx',
  args: [
    'vitest',
    'run',
    ...retries,
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/vitest-flaky-reporter.ts',
    `--outputFile.json=${vitestJson}`,
  ],
  summary: /^\s*(Test Files|Tests|Duration)\s/,
};

const browser: Step = {
  name: 'browser',
  title: 'browser tier',
  cmd: 'npx',
  args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
};

const [failedChecks, failedVitest] = await Promise.all([lane([...checks, build]), lane([vitest])]);
const failures = [...failedChecks, ...failedVitest].map((s) => s.title);

const counts = { passed: 0, failed: 0, skipped: 0 };
/** Each failed Vitest test, named again at the very end: CI shows only the tail of a long output. */
const failedTests: string[] = [];
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    const where = relative(root, file.name);
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failed)
      failedTests.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // a file that failed outside its tests (an import, a beforeAll hook) has no failed test to name, and
    // Vitest counts its tests as skipped
    if (failed.length === 0 && file.status === 'failed')
      failedTests.push(
        `${where}: failed outside its tests (${firstLine(file.message) || 'a hook or an import'})`,
      );
  }
}

// The browser tier runs alone: its own workers take both cores, and its output is shown as it comes.
if (!failedChecks.includes(build)) {
  console.log(`\n${since()} s  start ${browser.title}: ${browser.cmd} ${browser.args.join(' ')}`);
  const t0 = Date.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(browser.cmd, browser.args, {
      cwd: root,
      env: process.env,
      stdio: 'inherit',
    });
    child.on('close', resolve);
  });
  timings.browser = (Date.now() - t0) / 1000;
  console.log(
    `${since()} s  ${code === 0 ? 'ok    ' : 'FAILED'} browser tier (${timings.browser.toFixed(1)} s)`,
  );
  if (code !== 0) failures.push('browser tier');
} else failures.push('browser tier (not run: the web build failed)');
if (existsSync(playwrightJson)) {
  const report = JSON.parse(readFileSync(playwrightJson, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
}

timings.total = (Date.now() - started) / 1000;
writeFileSync(join(tmp, 'test-timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
console.log(
  `\nWall time (s): ${Object.entries(timings)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ')}`,
);
const flakyVitest: string[] = existsSync(vitestFlaky) ? JSON.parse(readFileSync(vitestFlaky, 'utf8')) : [];
if (flakyVitest.length > 0)
  console.log(
    `\nVitest tests that passed only on their second try:\n${flakyVitest.map((t) => `  ${t}`).join('\n')}`,
  );
if (failedTests.length > 0)
  console.log(`\nFailed Vitest tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
if (failures.length > 0 && counts.failed === 0) counts.failed = failures.length;
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n', 1)[0]?.slice(0, 300) ?? '';
}
