// Every reference to a Markdown file — in code comments, test titles, docs and decisions — names a file
// of this repository, so that a newcomer who clones it can follow it. A reference is a path ending in
// .md (a link's target, or text like docs/fee-model.md), read relative to the file that makes it or to
// the repository root. Addresses on the web (https://…) are not references. A spec's section sign
// (the word, a space and §) cites a document outside the repository and is refused too. And every decision
// record is listed, with its status, in docs/decisions/README.md, and every folder of core's src/ in
// packages/core/README.md. Part of `npm test`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const files = new Set(tracked);

const TEXT = /\.(ts|tsx|js|mjs|md|json|ya?ml|html)$|(^|\/)run$/;
const SKIP = [/^package-lock\.json$/, /^packages\/web\/src\/lib\/gql\//, /\.generated\.ts$/];
// A path ending in .md; the character before it must not continue a word, a path or an address.
const REFERENCE = /(?<![\w/.:@-])((?:\.{1,2}\/|[\w@-][\w.@-]*\/)*[\w.-]*[\w-]\.md)\b/g;

// Built from parts so that this file does not match itself.
const OUTSIDE_SECTION = new RegExp(['\\bspec', '§'].join(' '), 'i');

const dangling: string[] = [];
for (const file of tracked) {
  if (!TEXT.test(file) || SKIP.some((s) => s.test(file))) continue;
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (OUTSIDE_SECTION.test(line))
      dangling.push(`${file}:${index + 1}: a section of a spec outside the repository`);
    for (const match of line.matchAll(REFERENCE)) {
      const ref = match[1]!;
      // The text of a Markdown link ([core/README.md](../packages/core/README.md)): its target is checked.
      if (line.startsWith('](', match.index + ref.length)) continue;
      const candidates = [path.posix.join(path.posix.dirname(file), ref), path.posix.normalize(ref)];
      if (!candidates.some((c) => files.has(c))) dangling.push(`${file}:${index + 1}: ${ref}`);
    }
  }
}

// docs/decisions/README.md indexes every record with its status: a record missing from the index, a row
// for a record that is not there, or a row without a status is refused.
const INDEX = 'docs/decisions/README.md';
const STATUS =
  /^(kept|(partly )?superseded by \[\d{3}\]\(\d{3}-[\w-]+\.md\)(, \[\d{3}\]\(\d{3}-[\w-]+\.md\))*)$/;
const records = tracked
  .filter((f) => /^docs\/decisions\/\d{3}-[\w-]+\.md$/.test(f))
  .map((f) => path.posix.basename(f));
const indexed = new Map<string, string>();
for (const [index, line] of readFileSync(path.join(root, INDEX), 'utf8').split('\n').entries()) {
  const row = /^\| (\d{3}) \| \[[^\]]+\]\((\d{3}-[\w-]+\.md)\) \|.*\| ([^|]+) \|$/.exec(line);
  if (!row) continue;
  const [, number, file, status] = row;
  if (!file!.startsWith(number!)) dangling.push(`${INDEX}:${index + 1}: record ${number} links ${file}`);
  if (!STATUS.test(status!.trim())) dangling.push(`${INDEX}:${index + 1}: "${status!.trim()}" is no status`);
  indexed.set(file!, status!);
}
for (const record of records)
  if (!indexed.has(record))
    dangling.push(
      `${INDEX}: record ${record} is not in the index; add its row: | number | [title](file) | area | kind | status |`,
    );

// packages/core/README.md maps every area of core (each folder of packages/core/src/) to its files and doc.
const CORE_MAP = 'packages/core/README.md';
const coreMap = readFileSync(path.join(root, CORE_MAP), 'utf8');
const coreAreas = new Set(tracked.flatMap((f) => /^packages\/core\/src\/([\w-]+)\//.exec(f)?.[1] ?? []));
for (const area of coreAreas)
  if (!coreMap.includes(`| \`src/${area}/\` |`))
    dangling.push(`${CORE_MAP}: core's src/${area}/ is not mapped; add its row to the areas' table`);

if (dangling.length > 0) {
  console.error(
    `${dangling.length} reference(s) to a document that is not in the repository, or gap(s) in the decisions' index or the core map:`,
  );
  for (const d of dangling) console.error(`  ${d}`);
  process.exit(1);
}
console.log(
  'Every Markdown reference names a file of the repository; every decision record is indexed; every core area is mapped.',
);
