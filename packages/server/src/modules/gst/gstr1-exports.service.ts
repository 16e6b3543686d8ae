// A period's GSTR-1 as the screen opens it and as its files are exported (docs/gst.md "Export"): each
// export is kept with its totals per section, and opening the period later compares the figures with
// the last export's, so that nothing changes silently after a file was given to the portal.
import {
  CHANNEL_INFO,
  etinMissingCheck,
  formatPaise,
  indiaDateTime,
  movedSinceExportCheck,
  type Channel,
} from '@seller-desk/core';
import type { Clock } from '../../shared/clock.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import type { GstExportsRepository } from './gst-exports.repository.ts';
import { exportTotals, gstr1Json, type ExportTotals } from './gstr1-json.ts';
import { gstr1Workbook } from './gstr1-workbook.ts';
import type { GstPeriodRepository } from './gst-period.repository.ts';
import type { GstPeriodService } from './gst-period.service.ts';
import type { Gstr1Return, Gstr1Service } from './gstr1.service.ts';

export type GstFileFormat = 'json' | 'xlsx';

export interface OpenedReturn extends Gstr1Return {
  /** the sale rows of uploaded reports not stored: how many, and their value */
  notStored: { count: number; valuePaise: number };
  /** the period's last export: when, in which format, and its totals */
  lastExport: { at: string; format: GstFileFormat; totals: ExportTotals } | null;
}

export interface GstFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
  totals: ExportTotals;
}

export interface Gstr1ExportsPorts {
  returns: Pick<Gstr1Service, 'prepare'>;
  /** the exports kept with their totals, and the last event-date change logged (decision 324) */
  store: UnitOfWork<{
    exports: Bound<GstExportsRepository>;
    lines: Pick<Bound<GstPeriodRepository>, 'changesSeen'>;
  }>;
  clock: Clock;
  /** the checks that need more than the period's lines */
  period: Pick<GstPeriodService, 'extras'>;
}

const SECTION_NAMES: Record<string, string> = {
  b2b: 'b2b',
  b2cl: 'b2cl',
  b2cs: 'b2cs',
  cdnr: 'cdnr',
  cdnur: 'cdnur',
  hsn_b2b: 'HSN summary (B2B)',
  hsn_b2c: 'HSN summary (B2C)',
  supeco: 'Table 14 (e-commerce operators)',
  doc_issue: 'Documents issued',
};

const figure = (key: string, t: ExportTotals[string]) =>
  key === 'doc_issue'
    ? `${t.count} documents`
    : `${formatPaise(t.taxablePaise)} taxable and ${formatPaise(t.taxPaise)} tax in ${t.count} rows`;

export function createGstr1ExportsService({ returns, store, clock, period }: Gstr1ExportsPorts) {
  async function open(periodKey: string): Promise<OpenedReturn> {
    const prepared = await returns.prepare(periodKey);
    const extras = await period.extras(prepared.period);
    const r = {
      ...prepared,
      checks: [...prepared.checks, ...extras.checks],
      missing: [...prepared.missing, ...extras.missing],
      notStored: extras.notStored,
    };
    for (const e of r.eco)
      if ((r.settings.etins[e.channel as Channel] ?? '') === '')
        r.checks.push(etinMissingCheck(CHANNEL_INFO[e.channel as Channel]?.label ?? e.channel));
    const last = await store.read.exports.latest(r.period.key);
    if (last === null) return { ...r, lastExport: null };
    const was = last.totals as ExportTotals;
    const now = exportTotals(r);
    for (const key of Object.keys(SECTION_NAMES)) {
      const a = was[key] ?? { count: 0, taxablePaise: 0, taxPaise: 0 };
      const b = now[key]!;
      if (a.count !== b.count || a.taxablePaise !== b.taxablePaise || a.taxPaise !== b.taxPaise)
        r.checks.push(
          movedSinceExportCheck(
            SECTION_NAMES[key]!,
            figure(key, a),
            figure(key, b),
            indiaDateTime(last.createdAt),
          ),
        );
    }
    return { ...r, lastExport: { at: last.createdAt, format: last.format, totals: was } };
  }

  /**
   * The period's file in a format, kept with its totals and the last date change it had seen (which
   * lines it held: decision 324). It is made from the prepared return alone: the checks are the period
   * screen's (`open`), neither the file nor its totals hold them, and none of them stops an export, so the
   * export does not read them again (decision 323).
   */
  async function exportFile(
    periodKey: string,
    format: GstFileFormat,
    actor: string | null,
  ): Promise<GstFile> {
    // read before the period: a date changed meanwhile counts as changed after the export
    const changesSeen = await store.read.lines.changesSeen();
    const r = await returns.prepare(periodKey);
    const totals = exportTotals(r);
    const body = format === 'json' ? JSON.stringify(gstr1Json(r)) : await gstr1Workbook(r);
    await store.transaction((s) =>
      s.exports.insert({
        id: crypto.randomUUID(),
        period: r.period.key,
        format,
        totals,
        createdAt: clock.now().toISOString(),
        createdBy: actor,
        changesSeen,
      }),
    );
    return {
      filename: `GSTR1-${r.gstin || 'seller'}-${r.period.key}.${format}`,
      contentType:
        format === 'json'
          ? 'application/json; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body,
      totals,
    };
  }

  return { open, exportFile };
}

export type Gstr1ExportsService = ReturnType<typeof createGstr1ExportsService>;
