// What the bulk tools' readers share (docs/bulk.md): a multiline box's lines, the "not a number"
// message and the refusal of rows whose key repeats.
import { groupingCommaHint, type ReportProblem } from '../reports/read-report.ts';

/** The non-empty lines of a multiline box (docs/bulk.md: split by line, empty lines skipped). */
export function boxLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** "Cost is “4,99”, not a number", with the readings of a decimal comma where it has one (decision 157). */
export function notANumber(label: string, text: string): string {
  const hint = groupingCommaHint(text);
  return `${label} is “${text}”, not a number${hint ? `: ${hint}` : ''}`;
}

/** Rows whose key repeats are all refused: which one is meant cannot be known. */
export function refuseRepeats<T extends { line: number }>(
  result: { rows: T[]; problems: ReportProblem[] },
  keyOf: (row: T) => string,
  column: string,
  describe: (row: T, otherLines: number[]) => string,
): void {
  const lines = new Map<string, number[]>();
  for (const row of result.rows) {
    const key = keyOf(row);
    lines.set(key, [...(lines.get(key) ?? []), row.line]);
  }
  result.rows = result.rows.filter((row) => {
    const all = lines.get(keyOf(row))!;
    if (all.length === 1) return true;
    result.problems.push({
      line: row.line,
      column,
      message: describe(
        row,
        all.filter((l) => l !== row.line),
      ),
    });
    return false;
  });
  result.problems.sort((a, b) => a.line - b.line);
}
