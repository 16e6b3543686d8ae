// Every reference to a Markdown file — in code comments, test titles, docs and decisions — names a file
// of this repository, so that a newcomer who clones it can follow it. A reference is a path ending in
// .md (a link's target, or text like docs/fee-model.md), read relative to the file that makes it or to
// the repository root. Addresses on the web (https://…) are not references. A spec's section sign
// (the word, a space and §) cites a document outside the repository and is refused too. Part of `npm test`.
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

if (dangling.length > 0) {
  console.error(`${dangling.length} reference(s) to a document that is not in the repository:`);
  for (const d of dangling) console.error(`  ${d}`);
  process.exit(1);
}
console.log('Every Markdown reference names a file of the repository.');
