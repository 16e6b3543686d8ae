// The NDR queue's own action state (docs/orders.md): what the staff did about a shipment the courier
// could not deliver, across both couriers. A courier's own NDR status says what the courier did; this
// says what we did, with who and when (the server keeps those).
import { INDIA_UTC_OFFSET_MS } from '../pricing/dated.ts';
import { parseReportDate } from '../reports/report-dates.ts';

export const NDR_STATES = ['new', 'contacted', 'reattemptRequested', 'rtoAccepted', 'closed'] as const;
export type NdrState = (typeof NDR_STATES)[number];

export const NDR_STATE_LABELS: Readonly<Record<NdrState, string>> = {
  new: 'New',
  contacted: 'Customer contacted',
  reattemptRequested: 'Re-attempt requested',
  rtoAccepted: 'RTO accepted',
  closed: 'Closed',
};

/**
 * The moves allowed: new → customer contacted → re-attempt requested or RTO accepted → closed. A
 * re-attempt or an RTO may be asked for without reaching the customer; a re-attempt that failed again
 * goes back to customer contacted; an RTO cannot be undone (the courier starts the return), so from RTO
 * accepted the only move is closed; closed is the end.
 */
const NEXT: Readonly<Record<NdrState, readonly NdrState[]>> = {
  new: ['contacted', 'reattemptRequested', 'rtoAccepted'],
  contacted: ['reattemptRequested', 'rtoAccepted'],
  reattemptRequested: ['contacted', 'closed'],
  rtoAccepted: ['closed'],
  closed: [],
};

export function nextNdrStates(from: NdrState): readonly NdrState[] {
  return NEXT[from];
}

/** Null when the move is allowed, else the sentence the screen shows. */
export function ndrMoveProblem(from: NdrState, to: NdrState): string | null {
  if (NEXT[from].includes(to)) return null;
  if (from === 'rtoAccepted' && to !== 'closed')
    return 'An RTO cannot be undone: the courier is returning the parcel. The shipment can only be closed.';
  if (from === 'closed') return 'This shipment is closed: nothing more is done about it.';
  return `A shipment that is "${NDR_STATE_LABELS[from]}" cannot become "${NDR_STATE_LABELS[to]}".`;
}

/** Sellers act within this long of an NDR being raised (about three attempts before the RTO). */
export const NDR_ACTION_HOURS = 24;

/** The hours left to act on an NDR raised at `raisedAt` (negative once the window has passed). */
export function ndrHoursLeft(raisedAt: Date, now: Date): number {
  return NDR_ACTION_HOURS - (now.getTime() - raisedAt.getTime()) / 3_600_000;
}

/**
 * A courier's reason that says the customer could not be reached: often written when no delivery was
 * tried at all. Such an NDR is flagged "no attempt", to be re-attempted rather than counted as failed.
 */
const UNREACHABLE =
  /(not\s+reachable|unreachable|not\s+contactable|could\s*n[o']t\s+(be\s+)?(contact|reach)|not\s+answer|no\s+response|not\s+respond|switched\s+off|phone\s+(off|busy)|ringing|not\s+picking)/i;

export function isNoAttemptReason(reason: string | null): boolean {
  return reason !== null && UNREACHABLE.test(reason);
}

/**
 * A reason that says the parcel reached the customer's door (so a delivery was tried): it outweighs an
 * "unreachable" in the same remark ("Door locked, customer not reachable" was an attempt).
 */
const AT_THE_DOOR =
  /(door\s*(was\s*)?(locked|closed)|premises\s+closed|refus|reject|attempted|delivery\s+attempt|address\s+(incorrect|incomplete|not\s+found|wrong)|cash\s+not\s+ready|future\s+delivery|reschedul|otp)/i;

/**
 * The "no attempt" flag of the NDR queue (decision 310): the courier's latest reason says the customer
 * could not be reached and nothing in it says the parcel reached the door. Couriers write "customer not
 * reachable" when the rider never went (the customer's phone was never rung, or rung from afar), so such
 * an NDR is pressed for a re-attempt rather than counted as a failed delivery.
 */
export function isNoAttemptNdr(ndrReasons: readonly string[]): boolean {
  const latest = [...ndrReasons].reverse().find((r) => r.trim() !== '');
  return latest !== undefined && isNoAttemptReason(latest) && !AT_THE_DOOR.test(latest);
}

/**
 * When an NDR was raised, from the courier's latest NDR date as written (`2026-11-23 18:00:00`,
 * `23-11-2026`, `23 Nov 2026 6:00 PM`), read on India's clock; a date without a time is taken at the
 * start of its day (the window is then the longest it can be). Null when there is no date to read.
 */
export function ndrRaisedAt(latestNdrDate: string | null): Date | null {
  const text = (latestNdrDate ?? '').trim();
  if (text === '') return null;
  const day = parseReportDate(text.replace(/[T\s]\d{1,2}:\d{2}.*$/, ''));
  if (day === null) return null;
  const time = /[T\s](\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm)?/i.exec(text);
  let minutes = 0;
  if (time) {
    let hours = Number(time[1]) % 24;
    const half = time[3]?.toLowerCase();
    if (half !== undefined) hours = (hours % 12) + (half === 'pm' ? 12 : 0);
    minutes = hours * 60 + Number(time[2]);
  }
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + minutes * 60_000 - INDIA_UTC_OFFSET_MS);
}

/** What the queue shows of the 24-hour window: still open (and how long), gone, or no NDR date. */
export type NdrWindow =
  { kind: 'open'; hoursLeft: number } | { kind: 'passed'; hoursAgo: number } | { kind: 'unknown' };

export function ndrWindow(latestNdrDate: string | null, now: Date): NdrWindow {
  const raised = ndrRaisedAt(latestNdrDate);
  if (raised === null) return { kind: 'unknown' };
  const left = ndrHoursLeft(raised, now);
  return left > 0
    ? { kind: 'open', hoursLeft: Math.ceil(left) }
    : { kind: 'passed', hoursAgo: Math.max(0, Math.floor(-left)) };
}

/** The two requests the queue sends a courier, and the action state each moves to. */
export const NDR_REQUESTS = {
  reattempt: 'reattemptRequested',
  rto: 'rtoAccepted',
} as const satisfies Record<string, NdrState>;
export type NdrRequest = keyof typeof NDR_REQUESTS;
