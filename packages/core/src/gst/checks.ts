// The pre-filing checks of a GSTR-1 (docs/gst.md "Checks"), as pure functions: each takes what the
// reporting module read and gives the checks that fire, each naming the document and its line and
// pointing to it (`ref`) so that the screen links to it. ERROR: the return would be wrong or refused;
// WARNING: an accountant must look; INFO: said so that nothing happens silently.
import { formatPaise } from '../money/index.ts';
import { dateInWords, type IsoDate } from '../pricing/dated.ts';
import { gstRuleAt, taxPercentAt, type PreparedGstRules } from '../pricing/gst-rules.ts';
import { GST_STATES } from '../billing/gstin.ts';
import { documentNumberProblem } from './documents-issued.ts';
import { hsnForTable12, isRegisteredBuyer } from './sections.ts';
import { parseReturnPeriod, type ReturnPeriod } from './period.ts';
import { b2clThresholdPaise, type GstReturnSettings } from './return-settings.ts';

export type GstCheckCode =
  | 'NO_DATA'
  | 'HSN_MISSING'
  | 'HSN_SHORT'
  | 'RATE_DIFFERS'
  | 'TAX_COMPUTED'
  | 'B2C_ABOVE_THRESHOLD'
  | 'B2CS_NEGATIVE'
  | 'B2B_HSN_TOTALS'
  | 'B2C_HSN_TOTALS'
  | 'DOCUMENT_NUMBER'
  | 'DOCUMENT_REPEATED'
  | 'CREDIT_NOTE_WITHOUT_INVOICE'
  | 'CREDIT_NOTE_NOT_A_CREDIT'
  | 'RETURN_OF_OTHER_PERIOD'
  | 'LINE_IN_TWO_PERIODS'
  | 'UNKNOWN_STATE'
  | 'BUYER_GSTIN_INVALID'
  | 'SALE_NOT_STORED'
  | 'ETIN_MISSING'
  | 'MOVED_SINCE_EXPORT';

export type GstCheckSeverity = 'ERROR' | 'WARNING' | 'INFO';

/** What a check points to: a marketplace order line, one of our documents, an upload's row, a section. */
export interface GstRef {
  readonly kind: 'ORDER_LINE' | 'DOCUMENT' | 'UPLOAD' | 'SECTION';
  /** the order line's or document's id, the channel whose sale upload stores it, the section's key */
  readonly id: string;
  /** for people: "Flipkart order OD123 (SKU BL-1)", "Tax Invoice AE010826001, line 2" */
  readonly label: string;
}

export interface GstCheck {
  readonly code: GstCheckCode;
  readonly severity: GstCheckSeverity;
  readonly message: string;
  readonly ref: GstRef | null;
}

const check = (
  code: GstCheckCode,
  severity: GstCheckSeverity,
  ref: GstRef | null,
  message: string,
): GstCheck => ({ code, severity, ref, message: ref ? `${ref.label}: ${message}` : message });

/** A period with nothing to report says so (and the files may be of another period). */
export const noDataCheck = (period: ReturnPeriod): GstCheck =>
  check(
    'NO_DATA',
    'WARNING',
    null,
    `${period.label} has no sale, return or document to report: upload the period's reports, or check their dates`,
  );

/** An HSN code missing, or shorter than the digits Table 12 needs (the setting). */
export function hsnCheck(ref: GstRef, hsnCode: string | null | undefined, digits: 4 | 6): GstCheck | null {
  const { code, problem } = hsnForTable12(hsnCode, digits);
  if (problem === null) return null;
  return check(
    code === null ? 'HSN_MISSING' : 'HSN_SHORT',
    'ERROR',
    ref,
    `${problem}; set it on the product`,
  );
}

export interface ChargedRate {
  readonly hsnCode: string | null | undefined;
  readonly date: IsoDate;
  /** the line's value with GST, and its quantity: the price per piece the rule's band is judged on */
  readonly amountPaise: number;
  readonly quantity: number;
  /** the rate the invoice charged, percent */
  readonly ratePercent: number;
}

/**
 * A rate that differs from the dated GST rule for the HSN code, date and price (a ₹1,180 blanket taxed
 * at 12 % after 22 Sep 2025, when the rule gives 5 %). No rule for the code: nothing to compare.
 */
export function rateCheck(ref: GstRef, line: ChargedRate, rules: PreparedGstRules): GstCheck | null {
  const rule = gstRuleAt(rules, line.hsnCode, line.date);
  if (rule === null || line.quantity <= 0 || line.amountPaise <= 0) return null;
  const expected = taxPercentAt(rule.tax, line.amountPaise, line.quantity);
  if (Math.abs(expected - line.ratePercent) < 1e-9) return null;
  return check(
    'RATE_DIFFERS',
    'ERROR',
    ref,
    `charged ${line.ratePercent} % on ${formatPaise(Math.round(line.amountPaise / line.quantity))} a piece on ${dateInWords(line.date)}; the GST rule for HSN ${line.hsnCode} gives ${expected} %`,
  );
}

/** A line without a tax amount or rate, whose tax was computed from the dated rule: marked so. */
export const taxComputedCheck = (ref: GstRef, ratePercent: number): GstCheck =>
  check(
    'TAX_COMPUTED',
    'INFO',
    ref,
    `the report gives no tax; computed at ${ratePercent} % from the GST rule`,
  );

/**
 * A B2C invoice above the b2cl threshold: inter-state it is reported in b2cl (said so); inside the
 * state it stays in b2cs, and whether the buyer has a GSTIN is worth asking.
 */
export function b2cAboveThresholdCheck(
  ref: GstRef,
  invoice: { readonly date: IsoDate; readonly valuePaise: number; readonly interState: boolean },
  settings: GstReturnSettings,
): GstCheck | null {
  const threshold = b2clThresholdPaise(settings, invoice.date);
  if (invoice.valuePaise <= threshold) return null;
  const above = `a B2C invoice of ${formatPaise(invoice.valuePaise)}, above the b2cl threshold of ${formatPaise(threshold, 0)}`;
  return invoice.interState
    ? check('B2C_ABOVE_THRESHOLD', 'INFO', ref, `${above}: reported in b2cl, invoice by invoice`)
    : check(
        'B2C_ABOVE_THRESHOLD',
        'WARNING',
        ref,
        `${above}, inside the state: it stays in b2cs; check whether the buyer has a GSTIN`,
      );
}

export interface B2csFigure {
  readonly pos: string;
  readonly rate: number;
  readonly supplyType: 'INTRA' | 'INTER';
  readonly taxablePaise: number;
}

/** A negative net b2cs figure for a place of supply and rate: the portal refuses it. */
export function negativeB2csChecks(rows: readonly B2csFigure[]): GstCheck[] {
  return rows
    .filter((r) => r.taxablePaise < 0)
    .map((r) =>
      check(
        'B2CS_NEGATIVE',
        'ERROR',
        {
          kind: 'SECTION',
          id: `b2cs:${r.pos}:${r.rate}:${r.supplyType}`,
          label: `b2cs ${r.pos}-${GST_STATES[r.pos] ?? ''} at ${r.rate} %`,
        },
        `returns exceed sales by ${formatPaise(-r.taxablePaise)} of taxable value; a negative b2cs figure is refused: report the return against the period of its sale or issue credit notes`,
      ),
    );
}

/** Σ b2b against Σ hsn_b2b, and Σ (b2cl + b2cs) against Σ hsn_b2c, in taxable value. */
export function sectionTotalsChecks(t: {
  readonly b2bPaise: number;
  readonly hsnB2bPaise: number;
  readonly b2cPaise: number;
  readonly hsnB2cPaise: number;
}): GstCheck[] {
  const out: GstCheck[] = [];
  if (t.b2bPaise !== t.hsnB2bPaise)
    out.push(
      check(
        'B2B_HSN_TOTALS',
        'WARNING',
        null,
        `b2b and cdnr add up to ${formatPaise(t.b2bPaise)} of taxable value, the HSN summary (B2B) to ${formatPaise(t.hsnB2bPaise)}`,
      ),
    );
  if (t.b2cPaise !== t.hsnB2cPaise)
    out.push(
      check(
        'B2C_HSN_TOTALS',
        'WARNING',
        null,
        `b2cl, b2cs and cdnur add up to ${formatPaise(t.b2cPaise)} of taxable value, the HSN summary (B2C) to ${formatPaise(t.hsnB2cPaise)}`,
      ),
    );
  return out;
}

/** A document number GSTR-1 does not take (over 16 characters, other characters). */
export function documentNumberCheck(ref: GstRef, number: string): GstCheck | null {
  const problem = documentNumberProblem(number);
  return problem === null ? null : check('DOCUMENT_NUMBER', 'ERROR', ref, problem);
}

/** A document number used by more than one document of the financial year. */
export function repeatedNumberChecks(
  documents: readonly { readonly ref: GstRef; readonly number: string }[],
  financialYear: string,
): GstCheck[] {
  const byNumber = new Map<string, GstRef[]>();
  for (const d of documents) byNumber.set(d.number, [...(byNumber.get(d.number) ?? []), d.ref]);
  return [...byNumber]
    .filter(([, refs]) => refs.length > 1)
    .flatMap(([number, refs]) =>
      refs.map((ref) =>
        check(
          'DOCUMENT_REPEATED',
          'ERROR',
          ref,
          `document number ${number} is used ${refs.length} times in the financial year ${financialYear}; each must be unique`,
        ),
      ),
    );
}

/**
 * A credit note without the invoice it credits, or whose value does not reduce the supply.
 * `signedValuePaise` is its effect on the return: negative for a credit.
 */
export function creditNoteChecks(
  ref: GstRef,
  note: { readonly originalInvoice: string | null; readonly signedValuePaise: number },
): GstCheck[] {
  const out: GstCheck[] = [];
  if (note.originalInvoice === null)
    out.push(
      check(
        'CREDIT_NOTE_WITHOUT_INVOICE',
        'ERROR',
        ref,
        'names no original invoice; a credit note is reported against the invoice it credits',
      ),
    );
  if (note.signedValuePaise >= 0)
    out.push(
      check(
        'CREDIT_NOTE_NOT_A_CREDIT',
        'ERROR',
        ref,
        `has a value of ${formatPaise(note.signedValuePaise)}; a credit note reduces the supply, so its value is below 0`,
      ),
    );
  return out;
}

/** A return whose sale lies in another period: reported in the return's period, and said so. */
export function returnOfOtherPeriodCheck(
  ref: GstRef,
  saleDate: IsoDate,
  returnDate: IsoDate,
  period: ReturnPeriod,
): GstCheck | null {
  if (saleDate >= period.from && saleDate <= period.to) return null;
  return check(
    'RETURN_OF_OTHER_PERIOD',
    'INFO',
    ref,
    `returned on ${dateInWords(returnDate)}, sold on ${dateInWords(saleDate)}: netted in ${period.label}, the return's period`,
  );
}

/**
 * The exported periods that hold a line's event (its sale by the bill date, its return by the return
 * date) as another period's: those whose months do not hold the event's date now (the date was
 * corrected, or the line exported twice). A month and its quarter both hold the date: a seller who
 * exported both is not told twice. Labels for people, oldest first.
 */
export function otherExportedPeriods(eventDate: IsoDate, exportedKeys: readonly string[]): string[] {
  return [...new Set(exportedKeys)]
    .map((k) => parseReturnPeriod(k))
    .filter((p): p is ReturnPeriod => typeof p !== 'string' && !(eventDate >= p.from && eventDate <= p.to))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.months.length - b.months.length))
    .map((p) => p.label);
}

/** A change of a line's event date, as the database logs it (numbered in order; null: no such event). */
export interface EventDateChange {
  readonly seq: number;
  readonly oldDate: IsoDate | null;
}

/** An exported period: its key, its days, and the last date change its latest export had seen. */
export interface PeriodExport {
  readonly key: string;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly changesSeen: number;
}

/**
 * The exports that held a line's event (decision 324): its date at an export is the old date of its
 * first change after that export, or its date now when it has not changed since; the export held it
 * when that date lies in the export's period. `changes` oldest first.
 */
export function exportsHoldingEvent(
  event: { readonly date: IsoDate },
  changes: readonly EventDateChange[],
  exports: readonly PeriodExport[],
): string[] {
  return exports
    .filter((x) => {
      const next = changes.find((c) => c.seq > x.changesSeen);
      const then = next ? next.oldDate : event.date;
      return then !== null && then >= x.from && then <= x.to;
    })
    .map((x) => x.key);
}

/** A line or document exported in another period's return already. */
export function lineInTwoPeriodsCheck(ref: GstRef, otherPeriods: readonly string[]): GstCheck | null {
  if (otherPeriods.length === 0) return null;
  return check(
    'LINE_IN_TWO_PERIODS',
    'ERROR',
    ref,
    `is also in the return exported for ${otherPeriods.join(', ')}`,
  );
}

/** A state name that names no state: a check, never a default place of supply. */
export const unknownStateCheck = (ref: GstRef, stateText: string | null): GstCheck =>
  check(
    'UNKNOWN_STATE',
    'ERROR',
    ref,
    stateText === null || stateText.trim() === ''
      ? 'has no delivery state, so no place of supply'
      : `delivery state “${stateText}” is no Indian state or union territory; correct the address for its place of supply`,
  );

/**
 * A buyer GSTIN, given by a marketplace's report, that fails the check: the sale is reported as B2C (b2cs
 * or b2cl), not b2b, until the GSTIN is corrected. Null when there is none or it passes.
 */
export function buyerGstinCheck(ref: GstRef, gstin: string | null): GstCheck | null {
  if (gstin === null || gstin.trim() === '' || isRegisteredBuyer(gstin)) return null;
  return check(
    'BUYER_GSTIN_INVALID',
    'ERROR',
    ref,
    `buyer GSTIN “${gstin}” fails the GSTIN check, so the sale is reported as B2C, not in b2b; correct the GSTIN`,
  );
}

/** A sale an uploaded report invoiced that was not stored: the return would miss it. */
export const saleNotStoredCheck = (
  ref: GstRef,
  sale: {
    readonly orderId: string;
    readonly sku: string;
    readonly valuePaise: number;
    readonly reason: string;
  },
): GstCheck =>
  check(
    'SALE_NOT_STORED',
    'ERROR',
    ref,
    `order ${sale.orderId} (SKU ${sale.sku}, ${formatPaise(sale.valuePaise)}) was invoiced by the marketplace but not stored (${sale.reason}); store it, or the return misses it`,
  );

/** A marketplace whose sales go to Table 14 without its operator GSTIN: left out of the file until entered. */
export const etinMissingCheck = (channelLabel: string): GstCheck =>
  check(
    'ETIN_MISSING',
    'ERROR',
    null,
    `${channelLabel} has sales in Table 14 but no operator GSTIN (ETIN): enter it in Settings › GST return, from the marketplace's TCS report`,
  );

/** A section whose figures moved since the period's last export: the file exported then is not this one. */
export const movedSinceExportCheck = (
  section: string,
  was: string,
  now: string,
  exportedAt: string,
): GstCheck =>
  check(
    'MOVED_SINCE_EXPORT',
    'WARNING',
    { kind: 'SECTION', id: section, label: section },
    `was ${was} when exported on ${exportedAt}, is ${now} now: export the period again`,
  );
