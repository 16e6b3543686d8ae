// Every CSV the product writes goes through core's one writer (packages/core/src/csv), and so through its
// one formula neutraliser (decision 073; issue 43). A file that writes a CSV (a server route answering
// text/csv or putting a .csv in an archive, a screen saving one) must build it with core's writers; none
// may call papaparse's unparse or join cells with commas itself.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The product's source files (tests, benches and generated files are not the product). */
const sources = execFileSync('git', ['ls-files', 'packages/*/src/**.ts', 'packages/*/src/**.tsx'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !/\.test\.tsx?$|\.generated\.ts$|\/gql\//.test(f) && fs.existsSync(path.join(ROOT, f)))
  .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

/** What writes a CSV: an answer typed text/csv, an archive entry named .csv, a screen's CSV download. */
const WRITES_CSV = [
  /\.type\(\s*['"`]text\/csv/,
  /\bsendDownload\([\s\S]{0,200}?type:\s*['"`]csv['"`]/,
  /name:\s*['"`][^'"`]*\.csv['"`]/,
  /\bsaveCsv\(\s*['"`]/,
  /\bdownloadText\([\s\S]{0,200}?\.csv['"`]/,
];
/** Core's CSV writers, and the grid's export built on them (components/data-grid/export-csv.ts). */
const WRITER = /\b(toCsv|csvLines|toCsvFromColumns|bulkListingTemplate|gridToCsv)\b/;

describe('CSV files the product writes', () => {
  const writers = sources.filter(({ text }) => WRITES_CSV.some((r) => r.test(text)));

  it('are found (the search itself works)', () => {
    expect(writers.map((w) => w.file)).toEqual(
      expect.arrayContaining([
        'packages/server/src/modules/billing/billing.routes.ts',
        'packages/web/src/features/bulk/pages/download-tab.tsx',
        'packages/web/src/features/products/components/product-cards.tsx',
      ]),
    );
  });

  it("are each written with core's writers, which neutralise formulas", () => {
    expect(writers.filter(({ text }) => !WRITER.test(text)).map((w) => w.file)).toEqual([]);
  });

  it("are written by no one else: papaparse's unparse is called by core's writer alone, and no file that writes a CSV joins cells with commas", () => {
    expect(sources.filter(({ text }) => /\.unparse\(/.test(text)).map((s) => s.file)).toEqual([
      // the Bulk Listing tab's boxes are made a CSV text only to be read at once by the sheet's reader
      'packages/core/src/catalogue/bulk-input.ts',
      'packages/core/src/csv/index.ts',
    ]);
    expect(
      writers.filter(({ text }) => /\.join\(\s*['"`](,|\\t)['"`]\s*\)/.test(text)).map((w) => w.file),
    ).toEqual([]);
  });

  it('the grid export is core’s writer over the grid’s columns', () => {
    const grid = sources.find((s) => s.file === 'packages/web/src/components/data-grid/export-csv.ts');
    expect(grid?.text).toMatch(/\btoCsvFromColumns\(/);
  });
});
