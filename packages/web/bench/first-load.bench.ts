// The app's first load (issue 39): what a browser fetches before the first screen can run — the entry
// script, every chunk index.html preloads, and the style sheets — gzip-compressed as the server sends them
// (level 9 here; the server's level is within a few per cent). Builds the web app first.
// Budget: ≤ 350 KB at `/` (docs/performance.md).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..', '..');
const dist = join(root, 'packages', 'web', 'dist');
const build = spawnSync('npm', ['run', 'build', '-w', '@seller-desk/web'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('the web build failed: run `npm run build` to see why');

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const total = firstLoad.reduce((sum, file) => sum + gzipKb(file), 0);
const entry = firstLoad.find((f) => /^assets\/index-.*\.js$/.test(f));

console.log(`first load at /: ${firstLoad.length} files, ${total.toFixed(0)} KB gzip (budget 350 KB)`);
if (entry) console.log(`  the entry chunk alone: ${gzipKb(entry).toFixed(0)} KB gzip`);
const largest = firstLoad
  .map((file) => ({ file, kb: gzipKb(file) }))
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 5);
for (const { file, kb } of largest) console.log(`  ${kb.toFixed(0).padStart(4)} KB  ${file}`);

// Heavy parts that must load only with their screens: none of them may be in the first load. A part is
// found by a name its code carries (minified names change; these class and module names do not).
const scripts = readdirSync(join(dist, 'assets')).filter((a) => a.endsWith('.js'));
for (const [what, marker] of [
  ['the data grid', 'MuiDataGrid'],
  ['the charts', 'MuiChartsSurface'],
  ['the PDF preview (pdfmake)', 'pdfmake'],
  ['text to speech (espeak-ng)', 'espeak'],
] as const) {
  const chunks = scripts.filter((c) => readFileSync(join(dist, 'assets', c), 'utf8').includes(marker));
  const inFirst = chunks.filter((c) => firstLoad.includes(`assets/${c}`));
  console.log(
    `${what}: in ${chunks.join(', ') || 'no chunk'}; ${inFirst.length ? `IN THE FIRST LOAD (${inFirst.join(', ')})` : 'not in the first load'}`,
  );
}
