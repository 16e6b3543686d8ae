// Reconciliation of stored order lines against our fee model: what each paid line should have brought
// in, which unpaid lines are overdue, and which returns never came back and need a claim. Pure
// functions over plain lines; the server loads the lines and the settings.
import type { Channel } from '../channels/channels.ts';
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from '../money/index.ts';
import { dateInWords, indiaDate } from '../pricing/dated.ts';
import type { ReconciliationSettings } from './reconciliation-settings.ts';
import { withheldTaxPaise } from './withheld-tax.ts';

export {
  DEFAULT_RECONCILIATION_SETTINGS,
  RECONCILIATION_FIELDS,
  reconciliationChannelLabel,
  validateReconciliationSettings,
  type ReconciliationSettings,
  type ReconciliationSettingsDraft,
} from './reconciliation-settings.ts';
export { WITHHELD_TAX_RATES, withheldTaxPaise, withholdsTax, type DatedRate } from './withheld-tax.ts';

/** What reconciliation needs of a stored line (paise). */
export interface ReconciliationLine {
  readonly channel: Channel;
  readonly orderId: string;
  readonly sku: string;
  readonly billDate: string;
  readonly invoiceAmountPaise: number;
  readonly gstRate: number | null;
  readonly settlementPaise: number | null;
  readonly marketplaceFeePaise: number | null;
  readonly isReturn: boolean;
  readonly returnType: string | null;
  readonly returnDate: string | null;
  readonly pysicallyRecieved: boolean;
  readonly podRequestTickeetId: string | null;
  readonly condition: string | null;
  readonly damageDescription: string | null;
  readonly claimId: string | null;
  readonly claimResult: string | null;
  readonly paymentReceived: boolean;
  readonly paymentDate: string | null;
  readonly amountReceivedPaise: number | null;
  readonly reportedFeesPaise: number | null;
  readonly tcsPaise: number | null;
  readonly tdsPaise: number | null;
  /** The payment difference an ADMIN accepted on this line, if any (decision 166). */
  readonly acceptance: DifferenceAcceptance | null;
}

/**
 * A payment difference an ADMIN looked into and accepted, with why (decision 166): the difference in
 * paise as it was when accepted, so that a later payment that changes it shows the line again.
 */
export interface DifferenceAcceptance {
  readonly differencePaise: number;
  readonly reason: string;
  /** When (ISO 8601 instant). */
  readonly at: string;
  /** The username of who accepted it (null: a removed user). */
  readonly by: string | null;
}

/** An acceptance as the queues show it, in rupees. */
export interface AcceptedDifference {
  difference: number;
  reason: string;
  acceptedAt: string;
  acceptedBy: string | null;
}

export interface SettlementDifference {
  orderId: string;
  sku: string;
  billDate: string;
  paymentDate: string | null;
  /** Our fee model's settlement for the line (rupees). */
  expectedSettlement: number;
  tcs: number;
  tds: number;
  /** Settlement − TCS − TDS: what should have reached the bank. */
  expectedPayout: number;
  received: number;
  /** received − expected payout: negative when the marketplace paid less. */
  difference: number;
  /** Which part differs, in words. */
  reason: string;
  /**
   * In the open queue: an acceptance of another difference, made before a later payment changed it
   * (shown as "Accepted … on …; now …"). In the accepted list: the acceptance that holds. Else null.
   */
  accepted: AcceptedDifference | null;
}

export interface OverduePayment {
  orderId: string;
  sku: string;
  billDate: string;
  dueDate: string;
  daysOverdue: number;
  expectedSettlement: number | null;
}

export interface ReturnClaim {
  orderId: string;
  sku: string;
  billDate: string;
  returnDate: string;
  returnType: string | null;
  /** The last day to file the claim: the return's date + the channel's claim window. */
  claimDeadline: string;
  /** Days left until the deadline (negative once it has passed). */
  daysLeft: number;
  /** The staff's follow-up so far, which the reconciliation screen's follow-up form opens with. */
  podRequestTickeetId: string | null;
  condition: string | null;
  damageDescription: string | null;
  claimId: string | null;
  claimResult: string | null;
}

export interface ReconciliationQueues {
  /** The open payment differences: not accepted, or accepted at a difference the line no longer has. */
  settlementDifferences: SettlementDifference[];
  /** The payment differences an ADMIN accepted and that still hold (decision 166). */
  acceptedDifferences: SettlementDifference[];
  overduePayments: OverduePayment[];
  returnClaims: ReturnClaim[];
}

const DAY = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const rupees = paiseToRupees;
/** "₹1,524.04" for 152404 paise, with Indian grouping as every screen writes money. */
const money = (paise: number) => formatPaise(paise);

/** A paid sale line's payment against our fee model: its expected payout and what was received (paise). */
function paymentAgainstModel(line: ReconciliationLine) {
  if (
    !line.paymentReceived ||
    line.isReturn ||
    line.settlementPaise === null ||
    line.amountReceivedPaise === null
  )
    return null;
  const computed = withheldTaxPaise(line.channel, line.billDate, line.invoiceAmountPaise, line.gstRate);
  const tcs = line.tcsPaise ?? computed.tcs;
  const tds = line.tdsPaise ?? computed.tds;
  const expected = line.settlementPaise - tcs - tds;
  return { tcs, tds, expected, difference: line.amountReceivedPaise - expected };
}

const acceptedView = (a: DifferenceAcceptance): AcceptedDifference => ({
  difference: rupees(a.differencePaise),
  reason: a.reason,
  acceptedAt: a.at,
  acceptedBy: a.by,
});

/**
 * A paid line's payment difference when it is beyond the tolerance (received − expected payout, with
 * which part differs in words and the line's acceptance, if any); null for a line within it, unpaid, a
 * return, or with no expected settlement.
 */
export function settlementDifferenceOf(
  line: ReconciliationLine,
  settings: Pick<ReconciliationSettings, 'toleranceRupees'>,
): SettlementDifference | null {
  const paid = paymentAgainstModel(line);
  const tolerance = rupeesToPaise(settings.toleranceRupees);
  if (!paid || Math.abs(paid.difference) <= tolerance) return null;
  const { tcs, tds, expected, difference } = paid;
  let reason =
    difference < 0
      ? `Paid ${money(-difference)} less than expected`
      : `Paid ${money(difference)} more than expected`;
  if (line.reportedFeesPaise !== null && line.marketplaceFeePaise !== null) {
    const feeGap = line.reportedFeesPaise - line.marketplaceFeePaise;
    if (Math.abs(feeGap) > tolerance)
      reason += `: the marketplace's fees were ${money(line.reportedFeesPaise)}, our fee model's ${money(line.marketplaceFeePaise)}`;
  }
  return {
    orderId: line.orderId,
    sku: line.sku,
    billDate: line.billDate,
    paymentDate: line.paymentDate,
    expectedSettlement: rupees(line.settlementPaise!),
    tcs: rupees(tcs),
    tds: rupees(tds),
    expectedPayout: rupees(expected),
    received: rupees(line.amountReceivedPaise!),
    difference: rupees(difference),
    reason,
    accepted: line.acceptance && acceptedView(line.acceptance),
  };
}

/**
 * Whether a line's payment difference is accepted (decision 166): an ADMIN accepted exactly the
 * difference it has now. A later payment report that changes what the line was paid changes the
 * difference, and the acceptance no longer holds: the line is in the open queue again.
 */
export function isDifferenceAccepted(line: ReconciliationLine): boolean {
  const paid = paymentAgainstModel(line);
  return paid !== null && line.acceptance?.differencePaise === paid.difference;
}

/**
 * Why a line's payment difference cannot be accepted now (decision 166), or null with the difference
 * that would be: the line must be paid, a sale, with a difference beyond the tolerance not accepted yet.
 */
export function differenceAcceptanceProblem(
  line: ReconciliationLine,
  settings: Pick<ReconciliationSettings, 'toleranceRupees'>,
): { problem: string; differencePaise?: never } | { problem: null; differencePaise: number } {
  const name = `${line.orderId} / ${line.sku}`;
  if (line.isReturn) return { problem: `${name} is a return: only a sale's payment difference is accepted` };
  if (!line.paymentReceived || line.amountReceivedPaise === null)
    return { problem: `${name} is not paid yet: there is no payment difference to accept` };
  if (!settlementDifferenceOf(line, settings))
    return {
      problem:
        line.settlementPaise === null
          ? `${name} has no expected settlement to compare its payment with`
          : `${name} is paid within ${formatRupees(settings.toleranceRupees)} of the expected payout: there is no difference to accept`,
    };
  const differencePaise = paymentAgainstModel(line)!.difference;
  if (isDifferenceAccepted(line))
    return { problem: `The difference of ${money(differencePaise)} on ${name} is accepted already` };
  return { problem: null, differencePaise };
}

/** The most characters the reason for accepting a payment difference may have. */
export const DIFFERENCE_ACCEPTANCE_REASON_MAX = 200;

/**
 * Why a payment difference may not be accepted with this reason (decision 166): it is what the staff
 * read later instead of looking into the line again, so it must say something, and briefly.
 */
export function differenceAcceptanceReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text.length < 3) return 'Say why this difference is accepted (at least 3 characters)';
  if (text.length > DIFFERENCE_ACCEPTANCE_REASON_MAX)
    return `The reason must be at most ${DIFFERENCE_ACCEPTANCE_REASON_MAX} characters`;
  return null;
}

/**
 * An open difference that was accepted at another amount before a later payment changed it, in words:
 * "Accepted -₹25.20 on 25 Nov 2026; now -₹40.00". Null when it has no such acceptance.
 */
export function earlierAcceptanceNote(
  d: Pick<SettlementDifference, 'difference' | 'accepted'>,
): string | null {
  if (!d.accepted) return null;
  const on = dateInWords(indiaDate(new Date(d.accepted.acceptedAt)));
  return `Accepted ${formatRupees(d.accepted.difference)} on ${on}; now ${formatRupees(d.difference)}`;
}

/**
 * A return not received is listed for a claim at the latest this many days before its claim window
 * closes, even when it is not yet `claimAfterDays` old (decision 113): a channel whose window is shorter
 * than `claimAfterDays` (Flipkart's 15 days against 30) would otherwise only ever show a claim too late.
 */
export const CLAIM_NOTICE_DAYS = 7;

/**
 * The latest bill date whose unpaid sale line is overdue on `today`: a line is due its channel's payment
 * cycle after its order date, and overdue the day after. The reconciliation queries list the unpaid sale
 * lines up to this date.
 */
export function lastOverdueBillDate(
  channel: Channel,
  settings: Pick<ReconciliationSettings, 'paymentCycleDays'>,
  today: string,
): string {
  return addDays(today, -settings.paymentCycleDays[channel] - 1);
}

/**
 * The latest return date whose return not received is listed for a claim on `today`: once it is
 * `claimAfterDays` old or its claim window closes within CLAIM_NOTICE_DAYS, whichever comes first. A line
 * with no return date counts from its order date (returnDateOf).
 */
export function lastClaimReturnDate(
  channel: Channel,
  settings: Pick<ReconciliationSettings, 'claimAfterDays' | 'claimWindowDays'>,
  today: string,
): string {
  const byAge = addDays(today, -settings.claimAfterDays);
  const byWindow = addDays(today, CLAIM_NOTICE_DAYS - settings.claimWindowDays[channel]);
  return byAge > byWindow ? byAge : byWindow;
}

/** The date a return's claim window counts from: its return date, else its order date. */
const returnDateOf = (line: Pick<ReconciliationLine, 'returnDate' | 'billDate'>) =>
  line.returnDate ?? line.billDate;

/** An unpaid sale line as the overdue queue shows it on `today`, or null when it is not overdue. */
export function overduePaymentOf(
  line: ReconciliationLine,
  settings: Pick<ReconciliationSettings, 'paymentCycleDays'>,
  today: string,
): OverduePayment | null {
  if (line.paymentReceived || line.isReturn) return null;
  if (line.billDate > lastOverdueBillDate(line.channel, settings, today)) return null;
  const dueDate = addDays(line.billDate, settings.paymentCycleDays[line.channel]);
  return {
    orderId: line.orderId,
    sku: line.sku,
    billDate: line.billDate,
    dueDate,
    daysOverdue: dayNumber(today) - dayNumber(dueDate),
    expectedSettlement: line.settlementPaise === null ? null : rupees(line.settlementPaise),
  };
}

/** A return not received as the claims queue shows it on `today`, or null when it is not listed yet. */
export function returnClaimOf(
  line: ReconciliationLine,
  settings: Pick<ReconciliationSettings, 'claimAfterDays' | 'claimWindowDays'>,
  today: string,
): ReturnClaim | null {
  if (!line.isReturn || line.pysicallyRecieved) return null;
  const returnDate = returnDateOf(line);
  if (returnDate > lastClaimReturnDate(line.channel, settings, today)) return null;
  const claimDeadline = addDays(returnDate, settings.claimWindowDays[line.channel]);
  return {
    orderId: line.orderId,
    sku: line.sku,
    billDate: line.billDate,
    returnDate,
    returnType: line.returnType,
    claimDeadline,
    daysLeft: dayNumber(claimDeadline) - dayNumber(today),
    podRequestTickeetId: line.podRequestTickeetId,
    condition: line.condition,
    damageDescription: line.damageDescription,
    claimId: line.claimId,
    claimResult: line.claimResult,
  };
}

/**
 * The queues of one channel's lines on `today` (yyyy-MM-dd), all of them at once: the rule the server's
 * reconciliation queries (modules/reporting) page through in SQL, in the same order. Payment differences
 * in the lines' order (bill date, order id, SKU); overdue payments the oldest first; returns to claim by
 * their claim deadline.
 */
export function reconcile(
  lines: readonly ReconciliationLine[],
  settings: ReconciliationSettings,
  today: string,
): ReconciliationQueues {
  const settlementDifferences: SettlementDifference[] = [];
  const acceptedDifferences: SettlementDifference[] = [];
  const overduePayments: OverduePayment[] = [];
  const returnClaims: ReturnClaim[] = [];
  for (const line of lines) {
    const d = settlementDifferenceOf(line, settings);
    if (d) (isDifferenceAccepted(line) ? acceptedDifferences : settlementDifferences).push(d);
    const overdue = overduePaymentOf(line, settings, today);
    if (overdue) overduePayments.push(overdue);
    const claim = returnClaimOf(line, settings, today);
    if (claim) returnClaims.push(claim);
  }
  overduePayments.sort((a, b) => b.daysOverdue - a.daysOverdue || a.orderId.localeCompare(b.orderId));
  returnClaims.sort(
    (a, b) => a.claimDeadline.localeCompare(b.claimDeadline) || a.orderId.localeCompare(b.orderId),
  );
  return { settlementDifferences, acceptedDifferences, overduePayments, returnClaims };
}
