// Every reference to a Markdown file — in code comments, test titles, docs and decisions — names a file
// of this repository, so that a newcomer who clones it can follow it. A reference is a path ending in
// .md (a link's target, or text like docs/fee-model.md), read relative to the file that makes it or to
// the repository root. Addresses on the web (https://…) are not references. A spec's section sign
// (the word, a space and §) cites a document outside the repository and is refused too. And every decision
// record is listed, with its status, in docs/decisions/README.md, and every folder of core's src/ in
// packages/core/README.md. A link to a place in a Markdown document (its path, # and the place, or only
// #place inside one) names a heading of it (GitHub's anchor for the heading) or an explicit id="place".
// Part of `npm test`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { markdownAnchors } from './markdown-anchors.ts';

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

const anchorsOf = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  const known = anchorsOf.get(file);
  if (known) return known;
  const found = markdownAnchors(readFileSync(path.join(root, file), 'utf8'));
  anchorsOf.set(file, found);
  return found;
}

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
      const target = candidates.find((c) => files.has(c));
      if (!target) dangling.push(`${file}:${index + 1}: ${ref}`);
      const place = /^#([^\s)`'"]+)/.exec(line.slice(match.index + ref.length))?.[1];
      if (target && place && !anchors(target).has(place))
        dangling.push(`${file}:${index + 1}: ${ref}#${place} names no heading or id of ${target}`);
    }
    if (file.endsWith('.md'))
      for (const link of line.matchAll(/\]\(#([^\s)]+)\)/g))
        if (!anchors(file).has(link[1]!))
          dangling.push(`${file}:${index + 1}: #${link[1]} names no heading or id`);
  }
}

// docs/decisions/README.md indexes every record with its status: a record missing from the index, a row
// for a record that is not there, or a row without a status is refused. A behaviour record folded into
// its area's document is a row whose link and status both name the place in that document (a heading or
// an id that carries the record's number, so that "decision 014" in the code still finds it there; the
// place itself is checked above like every link); its record file is gone.
const INDEX = 'docs/decisions/README.md';
const RECORD = /^\d{3}-[\w-]+\.md$/;
const PLACE = /^\.\.\/[\w-]+\.md#[\w-]+$/;
// A later record is linked as its file, or as the place it is folded into.
const LATER = String.raw`\[\d{3}\]\((?:\d{3}-[\w-]+\.md|\.\.\/[\w-]+\.md#[\w-]+)\)`;
const STATUS = new RegExp(
  String.raw`^(kept|(partly )?superseded by ${LATER}(, ${LATER})*|folded into \[[\w-]+\.md\]\((\.\.\/[\w-]+\.md#[\w-]+)\))$`,
);
const records = tracked
  .filter((f) => /^docs\/decisions\/\d{3}-[\w-]+\.md$/.test(f))
  .map((f) => path.posix.basename(f));
const indexed = new Map<string, string>();
for (const [index, line] of readFileSync(path.join(root, INDEX), 'utf8').split('\n').entries()) {
  const row = /^\| (\d{3}) \| \[[^\]]+\]\(([^)]+)\) \|.*\| ([^|]+) \|$/.exec(line);
  if (!row) continue;
  const [, number, target, cell] = row;
  const at = `${INDEX}:${index + 1}: record ${number}`;
  const status = STATUS.exec(cell!.trim());
  if (!status) dangling.push(`${INDEX}:${index + 1}: "${cell!.trim()}" is no status`);
  const folded = status?.[4];
  if (folded) {
    if (target !== folded) dangling.push(`${at} links ${target} but is folded into ${folded}`);
    if (!new RegExp(`#(.*-)?decisions?-(\\d{3}-)*${number}(-|$)`).test(folded))
      dangling.push(`${at} is folded into ${folded}, a place whose name does not carry ${number}`);
    const left = records.find((r) => r.startsWith(`${number}-`));
    if (left) dangling.push(`${at} is folded, yet ${left} is still there; remove it`);
  } else if (!RECORD.test(target!) || !target!.startsWith(number!))
    dangling.push(`${at} links ${target}${PLACE.test(target!) ? ' without the status folded into it' : ''}`);
  else indexed.set(target!, cell!);
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
