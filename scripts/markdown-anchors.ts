// The places a Markdown file can be linked to (its path, # and the place), as GitHub makes them: the
// anchor of each heading — its text without markup, in lower case, other punctuation dropped, each space
// a hyphen; a repeated one gets -1, -2… — and every explicit id="…". A heading inside a fenced code block
// is none. Used by scripts/check-doc-references.ts; tools/markdown-anchors.test.ts holds it to GitHub's.
export function markdownAnchors(text: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    for (const id of line.matchAll(/\bid="([^"]+)"/g)) found.add(id[1]!);
    const heading = /^#{1,6} (.*?)#*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    found.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return found;
}
