// The Check Bills screens (docs/screens.md, Check Bills; decision 112): what each tab shows of a
// channel's stored order lines, once, for the grid and for the tab's CSV download alike (decision 126).
import { fieldShortTitle, fieldTitle } from '../fields/field.ts';
import { ORDER_LINE_FIELDS } from '../fields/ledger-fields.ts';
import { returnTypeInWords } from '../reports/return-type.ts';

/**
 * The first bill date Check Bills offers (the dashboard's minimum date): the old system's first stored
 * bills. A sale line is not stored with an earlier order date (decision 137): no screen would show it.
 */
export const FIRST_BILL_DATE = '2022-09-01';

/** A Check Bills tab: every line (Sale), the returned ones (Return), the paid ones (Payment). */
export type CheckBillsTab = 'SALE' | 'RETURN' | 'PAYMENT';

/**
 * An order line as Check Bills shows it, in rupees; the channel's own settlement and amount-received
 * fields (`flipkartsetlment`, `amountRecieveFromFlipkart`, …) under one name each.
 */
export interface CheckBillsLine {
  orderedOn: string;
  orderId: string;
  sku: string;
  quantity: number | null;
  invoiceAmount: number | null;
  purchaseCost: number | null;
  marketplaceFee: number | null;
  settlement: number | null;
  profit: number | null;
  saleType: string | null;
  shipToName: string | null;
  city: string | null;
  trackingID: string | null;
  returnType: string | null;
  returnDate: string | null;
  pysicallyRecieved: boolean | null;
  podRequestTickeetId: string | null;
  condition: string | null;
  damageDescription: string | null;
  claimId: string | null;
  claimResult: string | null;
  paymentDate: string | null;
  amountReceived: number | null;
  /**
   * TCS and TDS withheld from the line's payout (the payment report's, else at the dated rates), and
   * its payment Difference: received − (settlement − TCS − TDS), the reconciliation's (decision 265).
   * Worked out by the read model's SQL (server, db/ledger-amounts.ts), once for every screen; null for
   * a returned line, and the Difference also for a line not paid or without an expected settlement.
   */
  tcs: number | null;
  tds: number | null;
  difference: number | null;
}

/** How a column's values read: a date (yyyy-MM-dd), rupees, a count, text, or yes/no. */
export type CheckBillsColumnKind = 'date' | 'money' | 'count' | 'text' | 'yesNo';

export interface CheckBillsColumn {
  readonly field: keyof CheckBillsLine;
  readonly title: string;
  readonly kind: CheckBillsColumnKind;
  /** What the column counts, where its title alone does not say (the header's hint). */
  readonly hint?: string;
}

/**
 * A column of a line's field, titled as the dictionary titles it (decision 376); a narrow count takes
 * the field's short title ("Qty", decision 381). TCS, TDS and Difference say what they count in the
 * header's hint, the field's help: their titles alone do not (a payment's Difference, decision 265).
 */
function column(field: keyof CheckBillsLine, kind: CheckBillsColumnKind, title?: string): CheckBillsColumn {
  const entry = ORDER_LINE_FIELDS[field];
  const hinted = field === 'tcs' || field === 'tds' || field === 'difference';
  return {
    field,
    title: title ?? (kind === 'count' ? fieldShortTitle(entry) : fieldTitle(entry)),
    kind,
    ...(hinted ? { hint: entry.help } : {}),
  };
}

const LINE: readonly CheckBillsColumn[] = [
  column('orderedOn', 'date'),
  column('orderId', 'text'),
  column('sku', 'text'),
];

/** The columns of each tab, in the order shown. */
export const CHECK_BILLS_COLUMNS: Record<CheckBillsTab, readonly CheckBillsColumn[]> = {
  SALE: [
    ...LINE,
    column('quantity', 'count'),
    column('invoiceAmount', 'money'),
    column('purchaseCost', 'money'),
    column('marketplaceFee', 'money'),
    column('settlement', 'money'),
    column('profit', 'money'),
    column('saleType', 'text'),
    column('shipToName', 'text'),
    column('city', 'text'),
    column('trackingID', 'text'),
  ],
  RETURN: [
    ...LINE,
    column('returnType', 'text'),
    column('returnDate', 'date'),
    column('pysicallyRecieved', 'yesNo'),
    column('podRequestTickeetId', 'text'),
    column('condition', 'text'),
    column('damageDescription', 'text'),
    column('claimId', 'text'),
    column('claimResult', 'text'),
  ],
  PAYMENT: [
    ...LINE,
    column('paymentDate', 'date'),
    // the tab's own title: the settlement the fee model expected, beside what was received
    column('settlement', 'money', `${ORDER_LINE_FIELDS.settlement.label} (expected)`),
    column('tcs', 'money'),
    column('tds', 'money'),
    column('amountReceived', 'money'),
    column('difference', 'money'),
  ],
};

/** A column's value of a line: yes/no and return types in words. */
export function checkBillsValue(line: CheckBillsLine, column: CheckBillsColumn): string | number | null {
  if (column.field === 'returnType') return returnTypeInWords(line.returnType);
  const value = line[column.field];
  return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
}

/** The most characters a Check Bills search may have; an order id or AWB is far shorter. */
export const CHECK_BILLS_SEARCH_MAX = 100;

/**
 * What a search of the Check Bills lines looks for, trimmed: the order id, SKU, tracking id or the
 * buyer's name containing it, whatever the case; an empty search is none.
 */
export function checkBillsSearchProblem(search: string): string | null {
  if (search.trim().length > CHECK_BILLS_SEARCH_MAX)
    return `A search must be at most ${CHECK_BILLS_SEARCH_MAX} characters`;
  return null;
}
