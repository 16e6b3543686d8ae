// The offline tool's GSTR-1 workbook (docs/gst.md "Export"), written with ExcelJS: the template's sheet
// names, a title on row 1, summary labels and values on rows 2 and 3, the column headers on row 4 and
// the data from row 5; places of supply as "27-Maharashtra", rates as percent numbers, units as
// "PCS-PIECES", dates as Excel dates, money with 2 decimals.
import { CHANNEL_INFO, DOC_NATURE, placeOfSupplyLabel, UQC_UNITS, type Channel } from '@seller-desk/core';
import ExcelJS from 'exceljs';
import type { HsnRow, ReturnDocument } from './gstr1-sections.ts';
import type { Gstr1Return } from './gstr1.service.ts';

type Cell = string | number | Date | null;
interface SheetSpec {
  name: string;
  title: string;
  headers: string[];
  /** the columns that hold money (1-based) and dates */
  money: number[];
  dates: number[];
  rows: Cell[][];
  summary: [string, Cell][];
}

const rupees = (paise: number) => Math.round(paise) / 100;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const pos = (code: string) => {
  try {
    return placeOfSupplyLabel(code);
  } catch {
    return code;
  }
};
const uqc = (code: string) => {
  if (code === 'NA' || code === '') return code;
  const unit = UQC_UNITS.find((u) => u.code === code);
  return unit ? `${code}-${unit.name.toUpperCase()}` : code;
};
const sum = (rows: Cell[][], col: number) =>
  Math.round(
    rows.reduce((s, r) => s + (typeof r[col - 1] === 'number' ? (r[col - 1] as number) : 0), 0) * 100,
  ) / 100;

const docRows = (
  docs: readonly ReturnDocument[],
  row: (d: ReturnDocument, i: ReturnDocument['items'][number]) => Cell[],
) => docs.flatMap((d) => d.items.map((i) => row(d, i)));

const hsnSheet = (name: string, rows: readonly HsnRow[]): SheetSpec => {
  const data = rows
    .filter((h) => h.hsn !== '')
    .map((h): Cell[] => [
      h.hsn,
      '',
      uqc(h.uqc),
      h.quantity,
      rupees(h.taxablePaise + h.igstPaise + h.cgstPaise + h.sgstPaise),
      h.rate,
      rupees(h.taxablePaise),
      rupees(h.igstPaise),
      rupees(h.cgstPaise),
      rupees(h.sgstPaise),
      0,
    ]);
  return {
    name,
    title: 'Summary For HSN(12)',
    headers: [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    money: [5, 7, 8, 9, 10, 11],
    dates: [],
    rows: data,
    summary: [
      ['No. of HSN', data.length],
      ['Total Value', sum(data, 5)],
      ['Total Taxable Value', sum(data, 7)],
      ['Total Integrated Tax', sum(data, 8)],
      ['Total Central Tax', sum(data, 9)],
      ['Total State/UT Tax', sum(data, 10)],
      ['Total Cess', 0],
    ],
  };
};

/** The sheets of a prepared return, as data (the workbook writer and the tests read the same). */
export function gstr1Sheets(r: Gstr1Return): SheetSpec[] {
  const etin = (channel: string) => r.settings.etins[channel as Channel] ?? '';
  const b2b = docRows(r.b2b, (d, i) => [
    d.buyerGstin,
    '',
    d.number,
    day(d.date),
    rupees(d.valuePaise),
    pos(d.pos),
    'N',
    null,
    'Regular B2B',
    d.channel === null ? '' : etin(d.channel),
    i.rate,
    rupees(i.taxablePaise),
    0,
  ]);
  const b2cl = docRows(r.b2cl, (d, i) => [
    d.number,
    day(d.date),
    rupees(d.valuePaise),
    pos(d.pos),
    null,
    i.rate,
    rupees(i.taxablePaise),
    0,
    d.channel === null ? '' : etin(d.channel),
  ]);
  const b2cs = r.b2cs.map((b): Cell[] => ['OE', pos(b.pos), null, b.rate, rupees(b.taxablePaise), 0, '']);
  const cdnr = docRows(r.cdnr, (d, i) => [
    d.buyerGstin,
    '',
    d.number,
    day(d.date),
    'C',
    pos(d.pos),
    'N',
    'Regular B2B',
    rupees(d.valuePaise),
    null,
    i.rate,
    rupees(i.taxablePaise),
    0,
  ]);
  const cdnur = docRows(r.cdnur, (d, i) => [
    'B2CL',
    d.number,
    day(d.date),
    'C',
    pos(d.pos),
    rupees(d.valuePaise),
    null,
    i.rate,
    rupees(i.taxablePaise),
    0,
  ]);
  const docs = r.docIssue.map((s): Cell[] => [DOC_NATURE[s.nature], s.from, s.to, s.total, s.cancelled]);
  const eco = r.eco
    .filter((e) => etin(e.channel) !== '')
    .map((e): Cell[] => [
      'Liable to collect tax u/s 52(TCS)',
      etin(e.channel),
      CHANNEL_INFO[e.channel as Channel]?.label ?? e.channel,
      rupees(e.taxablePaise),
      rupees(e.igstPaise),
      rupees(e.cgstPaise),
      rupees(e.sgstPaise),
      0,
    ]);
  const invoices = (rows: Cell[][], numberCol: number) => new Set(rows.map((x) => x[numberCol - 1])).size;
  return [
    {
      name: 'b2b,sez,de',
      title: 'Summary For B2B, SEZ, DE (4A, 4B, 6B, 6C)',
      headers: [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Reverse Charge',
        'Applicable % of Tax Rate',
        'Invoice Type',
        'E-Commerce GSTIN',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      money: [5, 12, 13],
      dates: [4],
      rows: b2b,
      summary: [
        ['No. of Recipients', new Set(b2b.map((x) => x[0])).size],
        ['No. of Invoices', invoices(b2b, 3)],
        ['Total Taxable Value', sum(b2b, 12)],
        ['Total Cess', 0],
      ],
    },
    {
      name: 'b2cl',
      title: 'Summary For B2CL(5)',
      headers: [
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      money: [3, 7, 8],
      dates: [2],
      rows: b2cl,
      summary: [
        ['No. of Invoices', invoices(b2cl, 1)],
        ['Total Taxable Value', sum(b2cl, 7)],
        ['Total Cess', 0],
      ],
    },
    {
      name: 'b2cs',
      title: 'Summary For B2CS(7)',
      headers: [
        'Type',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      money: [5, 6],
      dates: [],
      rows: b2cs,
      summary: [
        ['Total Taxable Value', sum(b2cs, 5)],
        ['Total Cess', 0],
      ],
    },
    {
      name: 'cdnr',
      title: 'Summary For CDNR(9B)',
      headers: [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Reverse Charge',
        'Note Supply Type',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      money: [9, 12, 13],
      dates: [4],
      rows: cdnr,
      summary: [
        ['No. of Notes', invoices(cdnr, 3)],
        ['Total Taxable Value', sum(cdnr, 12)],
        ['Total Cess', 0],
      ],
    },
    {
      name: 'cdnur',
      title: 'Summary For CDNUR(9B)',
      headers: [
        'UR Type',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      money: [6, 9, 10],
      dates: [3],
      rows: cdnur,
      summary: [
        ['No. of Notes', invoices(cdnur, 2)],
        ['Total Taxable Value', sum(cdnur, 9)],
        ['Total Cess', 0],
      ],
    },
    hsnSheet('hsn(b2b)', r.hsnB2b),
    hsnSheet('hsn(b2c)', r.hsnB2c),
    {
      name: 'docs',
      title: 'Summary of documents issued during the tax period (13)',
      headers: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      money: [],
      dates: [],
      rows: docs,
      summary: [
        ['Total Number', sum(docs, 4)],
        ['Total Cancelled', sum(docs, 5)],
      ],
    },
    {
      name: 'eco',
      title: 'Summary For Supplies through ECO-14',
      headers: [
        'Nature of Supply',
        'GSTIN of E-Commerce Operator',
        'E-Commerce Operator Name',
        'Net value of supplies',
        'Integrated tax',
        'Central tax',
        'State/UT tax',
        'Cess',
      ],
      money: [4, 5, 6, 7, 8],
      dates: [],
      rows: eco,
      summary: [
        ['Total Net Value', sum(eco, 4)],
        ['Total Integrated Tax', sum(eco, 5)],
        ['Total Central Tax', sum(eco, 6)],
        ['Total State/UT Tax', sum(eco, 7)],
      ],
    },
  ];
}

/** The workbook of a prepared return, as the bytes of an .xlsx file. */
export async function gstr1Workbook(r: Gstr1Return): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const spec of gstr1Sheets(r)) {
    const ws = wb.addWorksheet(spec.name);
    ws.getCell(1, 1).value = spec.title;
    ws.getCell(1, 1).font = { bold: true };
    spec.summary.forEach(([label, value], i) => {
      ws.getCell(2, i + 1).value = label;
      ws.getCell(3, i + 1).value = value;
    });
    spec.headers.forEach((h, i) => {
      ws.getCell(4, i + 1).value = h;
      ws.getCell(4, i + 1).font = { bold: true };
      ws.getColumn(i + 1).width = Math.max(12, h.length + 2);
    });
    spec.rows.forEach((row, n) => {
      row.forEach((v, i) => {
        if (v === null) return;
        const cell = ws.getCell(5 + n, i + 1);
        cell.value = v;
        if (spec.money.includes(i + 1)) cell.numFmt = '0.00';
        if (spec.dates.includes(i + 1)) cell.numFmt = 'dd-mmm-yyyy';
      });
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
