// The reconciliation settings an ADMIN keeps (docs/ledger.md, decision 092): the tolerance, each
// channel's payment cycle and claim window, and when a return is claimed; their defaults, their labels
// as the Settings screen shows them, and the check of what is saved.
import type { Channel } from '../channels/channels.ts';
import { CHANNELS, CHANNEL_INFO } from '../channels/channels.ts';
import { notANumberProblem } from '../validation/limits.ts';

export interface ReconciliationSettings {
  /** A payment differing from the expected payout by more than this (rupees) is flagged. */
  readonly toleranceRupees: number;
  /** Days after the order date by which each channel pays. */
  readonly paymentCycleDays: Readonly<Record<Channel, number>>;
  /** Days from the return's date within which a claim for a lost return must be filed. */
  readonly claimWindowDays: Readonly<Record<Channel, number>>;
  /** A return not physically received this many days after its date is listed for a claim. */
  readonly claimAfterDays: number;
}

const perChannel = (value: number): Record<Channel, number> =>
  Object.fromEntries(CHANNELS.map((c) => [c, value])) as Record<Channel, number>;

export const DEFAULT_RECONCILIATION_SETTINGS: ReconciliationSettings = {
  toleranceRupees: 1,
  paymentCycleDays: perChannel(15),
  // Flipkart's protection-fund claims are due within about 15 days; the others as the seller learns them.
  claimWindowDays: { ...perChannel(30), flipkart: 15 },
  claimAfterDays: 30,
};

/**
 * The reconciliation settings as typed on the Settings screen or sent to the API, before they are
 * checked: a number may be missing (null, a field left blank) or no number (NaN, "x" typed);
 * `validateReconciliationSettings` names both.
 */
export interface ReconciliationSettingsDraft {
  readonly toleranceRupees?: number | null;
  readonly paymentCycleDays?: Readonly<Partial<Record<Channel, number | null>>> | null;
  readonly claimWindowDays?: Readonly<Partial<Record<Channel, number | null>>> | null;
  readonly claimAfterDays?: number | null;
}

/**
 * The reconciliation settings' fields as the Settings screen labels them: the two fields, and the
 * columns of the table by channel. Every message names a field so, a channel's as "Flipkart: Claim
 * window (days)".
 */
export const RECONCILIATION_FIELDS = {
  toleranceRupees: 'Tolerance (₹)',
  claimAfterDays: 'Claim a return after (days)',
  paymentCycleDays: 'Payment cycle (days)',
  claimWindowDays: 'Claim window (days)',
} as const;

/** A channel's cell of the table as the screen names it: "Flipkart: Claim window (days)". */
export const reconciliationChannelLabel = (
  list: 'paymentCycleDays' | 'claimWindowDays',
  channel: Channel,
): string => `${CHANNEL_INFO[channel].label}: ${RECONCILIATION_FIELDS[list]}`;

const MAX_TOLERANCE_TEXT = '₹1,00,000';
const DAYS = 'a whole number of days from 0 to 365';

/**
 * Checks the settings an ADMIN saves (docs/ledger.md): a tolerance from ₹0 to ₹1,00,000 and every
 * number of days whole, from 0 to 365; each there and a number. Returns the problems (field and
 * message), [] when valid; a message names the field as the screen labels it.
 */
export function validateReconciliationSettings(
  s: ReconciliationSettingsDraft,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const add = (field: string, message: string | null) => {
    if (message !== null) problems.push({ field, message });
  };
  const tolerance = s.toleranceRupees;
  const toleranceLabel = RECONCILIATION_FIELDS.toleranceRupees;
  add(
    'toleranceRupees',
    notANumberProblem(tolerance, toleranceLabel, `write an amount from ₹0 to ${MAX_TOLERANCE_TEXT}`) ??
      ((tolerance as number) < 0 || (tolerance as number) > 100_000
        ? `${toleranceLabel} must be from ₹0 to ${MAX_TOLERANCE_TEXT}`
        : null),
  );
  const days = (field: string, label: string, v: unknown) =>
    add(
      field,
      notANumberProblem(v, label, `write ${DAYS}`) ??
        (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 365
          ? null
          : `${label} must be ${DAYS}`),
    );
  for (const c of CHANNELS)
    for (const list of ['paymentCycleDays', 'claimWindowDays'] as const)
      days(`${list}.${c}`, reconciliationChannelLabel(list, c), s[list]?.[c]);
  days('claimAfterDays', RECONCILIATION_FIELDS.claimAfterDays, s.claimAfterDays);
  return problems;
}
