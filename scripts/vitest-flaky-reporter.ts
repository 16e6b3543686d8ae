// A Vitest reporter for `npm test` (scripts/test.ts): in CI a failed test is run once more (decision 368),
// and a test that passed only on its second try is written to the file SD_FLAKY_FILE names, so that the
// run's last lines name it. A pass on the second try is a flaky test to fix, not a pass to forget.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyTests implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase): void {
    if (!test.diagnostic()?.flaky) return;
    const where = relative(process.cwd(), test.module.moduleId);
    this.flaky.push(`[${test.project.name}] ${where} › ${test.fullName}`);
  }

  onTestRunEnd(): void {
    const file = process.env.SD_FLAKY_FILE;
    if (file) writeFileSync(file, `${JSON.stringify(this.flaky, null, 2)}\n`);
  }
}
