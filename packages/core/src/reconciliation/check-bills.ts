// The Check Bills screens (docs/screens.md, Check Bills; decision 112): what each tab shows of a
// channel's stored order lines, once, for the grid and for the tab's CSV download alike (decision 126).
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

/** What a payment's Difference is, in words: where a screen shows one, it says so (decision 265). */
export const PAYMENT_DIFFERENCE_HINT =
  'Amount received − (settlement − TCS − TDS), as on Reconciliation; negative: paid less than expected';

const LINE: readonly CheckBillsColumn[] = [
  { field: 'orderedOn', title: 'Bill Date', kind: 'date' },
  { field: 'orderId', title: 'Order ID', kind: 'text' },
  { field: 'sku', title: 'SKU', kind: 'text' },
];

/** The columns of each tab, in the order shown. */
export const CHECK_BILLS_COLUMNS: Record<CheckBillsTab, readonly CheckBillsColumn[]> = {
  SALE: [
    ...LINE,
    { field: 'quantity', title: 'Qty', kind: 'count' },
    { field: 'invoiceAmount', title: 'Invoice Amount', kind: 'money' },
    { field: 'purchaseCost', title: 'Purchase Cost', kind: 'money' },
    { field: 'marketplaceFee', title: 'Marketplace Fee', kind: 'money' },
    { field: 'settlement', title: 'Settlement', kind: 'money' },
    { field: 'profit', title: 'Profit', kind: 'money' },
    { field: 'saleType', title: 'Sale Type', kind: 'text' },
    { field: 'shipToName', title: 'Ship To', kind: 'text' },
    { field: 'city', title: 'City', kind: 'text' },
    { field: 'trackingID', title: 'Tracking ID', kind: 'text' },
  ],
  RETURN: [
    ...LINE,
    { field: 'returnType', title: 'Return Type', kind: 'text' },
    { field: 'returnDate', title: 'Return Date', kind: 'date' },
    { field: 'pysicallyRecieved', title: 'Physically Received', kind: 'yesNo' },
    { field: 'podRequestTickeetId', title: 'POD Ticket', kind: 'text' },
    { field: 'condition', title: 'Condition', kind: 'text' },
    { field: 'damageDescription', title: 'Damage Description', kind: 'text' },
    { field: 'claimId', title: 'Claim ID', kind: 'text' },
    { field: 'claimResult', title: 'Claim Result', kind: 'text' },
  ],
  PAYMENT: [
    ...LINE,
    { field: 'paymentDate', title: 'Payment Date', kind: 'date' },
    { field: 'settlement', title: 'Settlement (expected)', kind: 'money' },
    { field: 'tcs', title: 'TCS', kind: 'money', hint: 'GST TCS withheld from the payout' },
    { field: 'tds', title: 'TDS', kind: 'money', hint: 'Income-tax TDS withheld from the payout' },
    { field: 'amountReceived', title: 'Amount Received', kind: 'money' },
    { field: 'difference', title: 'Difference', kind: 'money', hint: PAYMENT_DIFFERENCE_HINT },
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
