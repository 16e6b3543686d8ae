// `node scripts/bench-compare.ts <base checkout> <bench file> [turns]`: one benchmark run from two
// checkouts in turns (base, this one, base, this one, …) on the same machine, so that both see the same
// load, and each figure of both side by side with their ratio. A budget such as "no more than 1.25 × the
// time of main" is judged on these figures. The base checkout is any clone of an earlier commit with its
// own `npm ci` (`git worktree add /tmp/base <commit> && (cd /tmp/base && npm ci)`).
// The bench must print one JSON line last; every number in it (nested too) is compared.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [baseDir, benchFile, turnsArg = '2'] = process.argv.slice(2);
if (!baseDir || !benchFile) {
  console.error('usage: node scripts/bench-compare.ts <base checkout> <bench file> [turns]');
  process.exit(2);
}
const here = join(import.meta.dirname, '..');
const checkouts = { base: resolve(baseDir), head: here };
for (const dir of Object.values(checkouts))
  if (!existsSync(join(dir, benchFile))) throw new Error(`${join(dir, benchFile)} does not exist`);

type Figures = Record<string, number>;

/** Every number of a JSON value, by its dotted path ("sqlite.previewMs"). */
function numbersOf(value: unknown, prefix = '', out: Figures = {}): Figures {
  if (typeof value === 'number') out[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) numbersOf(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Runs the bench once in a checkout and gives the numbers of the last JSON line it printed. */
function runOnce(dir: string): Figures {
  const result = spawnSync(process.execPath, [join(dir, benchFile!)], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${dir}: the bench failed\n${result.stderr}`);
  const last = result.stdout.trim().split('\n').at(-1)!;
  return numbersOf(JSON.parse(last));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const runs: Record<keyof typeof checkouts, Figures[]> = { base: [], head: [] };
for (let turn = 0; turn < Number(turnsArg); turn++)
  for (const side of ['base', 'head'] as const) {
    console.error(`turn ${turn + 1}: ${side}`);
    runs[side].push(runOnce(checkouts[side]));
  }

const rows = Object.keys(runs.head[0]!)
  .filter((k) => !k.includes('firstRound'))
  .map((k) => {
    const base = runs.base.some((r) => k in r) ? median(runs.base.map((r) => r[k] ?? NaN)) : null;
    const head = median(runs.head.map((r) => r[k]!));
    return { figure: k, base, head, ratio: base ? Math.round((head / base) * 100) / 100 : null };
  });
console.table(rows);
console.log(JSON.stringify({ bench: benchFile, turns: Number(turnsArg), rows }));
