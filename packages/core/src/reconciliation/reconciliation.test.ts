import { describe, expect, it } from 'vitest';
import { CHANNELS, CHANNEL_INFO } from '../channels/channels.ts';
import type { ReconciliationLine } from './reconciliation.ts';
import {
  DEFAULT_RECONCILIATION_SETTINGS,
  differenceAcceptanceProblem,
  differenceAcceptanceReasonProblem,
  earlierAcceptanceNote,
  reconcile,
  validateReconciliationSettings,
  withheldTaxPaise,
} from './reconciliation.ts';

// docs/fee-model.md's worked example sold once on Flipkart: P = 499, settlement 328.06, fees 170.94, g = 5.
const line = (over: Partial<ReconciliationLine> = {}): ReconciliationLine => ({
  channel: 'flipkart',
  orderId: 'OD1',
  sku: 'KIDS-SET-01',
  billDate: '2026-08-26',
  invoiceAmountPaise: 49900,
  gstRate: 5,
  settlementPaise: 32806,
  marketplaceFeePaise: 17094,
  isReturn: false,
  returnType: null,
  returnDate: null,
  pysicallyRecieved: false,
  podRequestTickeetId: null,
  condition: null,
  damageDescription: null,
  claimId: null,
  claimResult: null,
  paymentReceived: false,
  paymentDate: null,
  amountReceivedPaise: null,
  reportedFeesPaise: null,
  tcsPaise: null,
  tdsPaise: null,
  acceptance: null,
  ...over,
});

describe('withheld taxes at the rates of the order date', () => {
  it('takes TCS 0.5 % and TDS 0.1 % of the value without GST from late 2024', () => {
    // 499 / 1.05 = 475.24: TCS 2.38, TDS 0.48
    expect(withheldTaxPaise('flipkart', '2026-08-26', 49900, 5)).toEqual({ tcs: 238, tds: 48 });
  });
  it('takes 1 % and 1 % before July and October 2024', () => {
    // the real 2022 Flipkart row: 1099 / 1.18 = 931.36 → TCS 9.31
    expect(withheldTaxPaise('flipkart', '2022-11-02', 109900, 18).tcs).toBe(931);
    expect(withheldTaxPaise('amazon', '2024-07-09', 10500, 5)).toEqual({ tcs: 100, tds: 100 });
    expect(withheldTaxPaise('amazon', '2024-07-10', 10500, 5)).toEqual({ tcs: 50, tds: 100 });
  });
  it('the own stores withhold nothing', () => {
    expect(withheldTaxPaise('littleKid', '2026-08-26', 49900, 5)).toEqual({ tcs: 0, tds: 0 });
  });
});

describe('reconcile', () => {
  const settings = DEFAULT_RECONCILIATION_SETTINGS;

  it('flags a payment beyond the tolerance and names the fee that differs', () => {
    // expected payout 328.06 - 2.38 - 0.48 = 325.20; paid 320.00 with fees of 176.14 instead of 170.94
    const q = reconcile(
      [
        line({
          paymentReceived: true,
          paymentDate: '2026-09-10',
          amountReceivedPaise: 32000,
          reportedFeesPaise: 17614,
        }),
      ],
      settings,
      '2026-09-20',
    );
    expect(q.settlementDifferences).toEqual([
      {
        orderId: 'OD1',
        sku: 'KIDS-SET-01',
        billDate: '2026-08-26',
        paymentDate: '2026-09-10',
        expectedSettlement: 328.06,
        tcs: 2.38,
        tds: 0.48,
        expectedPayout: 325.2,
        received: 320,
        difference: -5.2,
        reason: "Paid ₹5.20 less than expected: the marketplace's fees were ₹176.14, our fee model's ₹170.94",
        accepted: null,
      },
    ]);
  });

  it('writes the amounts of its reasons with Indian grouping', () => {
    const refunded = line({
      paymentReceived: true,
      paymentDate: '2026-09-24',
      amountReceivedPaise: -87286,
      reportedFeesPaise: 1_234_567,
    });
    expect(reconcile([refunded], settings, '2026-09-30').settlementDifferences[0]?.reason).toBe(
      "Paid ₹1,198.06 less than expected: the marketplace's fees were ₹12,345.67, our fee model's ₹170.94",
    );
  });

  it('uses the TCS and TDS the report gave, and leaves a difference within ₹1 alone', () => {
    const paid = line({ paymentReceived: true, amountReceivedPaise: 32520, tcsPaise: 238, tdsPaise: 47 });
    expect(reconcile([paid], settings, '2026-09-20').settlementDifferences).toEqual([]);
    const tight = { ...settings, toleranceRupees: 0 };
    expect(reconcile([paid], tight, '2026-09-20').settlementDifferences[0]?.difference).toBe(-0.01);
  });

  it('lists unpaid lines past the payment cycle, longest overdue first', () => {
    const q = reconcile(
      [
        line({ orderId: 'A', billDate: '2026-09-01' }),
        line({ orderId: 'B', billDate: '2026-08-20' }),
        line({ orderId: 'C', billDate: '2026-09-10' }),
      ],
      settings,
      '2026-09-20',
    );
    expect(q.overduePayments.map((o) => [o.orderId, o.dueDate, o.daysOverdue])).toEqual([
      ['B', '2026-09-04', 16],
      ['A', '2026-09-16', 4],
    ]);
  });

  it('lists a return 7 days before its claim window closes, when that comes before 30 days', () => {
    // Flipkart's window is 15 days: a return of 1 Sep closes on 16 Sep, so it is listed from 9 Sep
    const returned = line({ orderId: 'R1', isReturn: true, returnDate: '2026-09-01' });
    expect(reconcile([returned], settings, '2026-09-08').returnClaims).toEqual([]);
    expect(reconcile([returned], settings, '2026-09-09').returnClaims).toMatchObject([
      { orderId: 'R1', claimDeadline: '2026-09-16', daysLeft: 7 },
    ]);
    // Meesho's window is 30 days: listed from 24 Sep (7 days left), before the return is 30 days old
    const meesho = line({ orderId: 'M1', channel: 'meesho', isReturn: true, returnDate: '2026-09-01' });
    expect(reconcile([meesho], settings, '2026-09-23').returnClaims).toEqual([]);
    expect(reconcile([meesho], settings, '2026-09-24').returnClaims).toMatchObject([
      { orderId: 'M1', claimDeadline: '2026-10-01', daysLeft: 7 },
    ]);
    // a window longer than claimAfterDays + 7: listed at claimAfterDays, as before
    const longWindow = { ...settings, claimWindowDays: { ...settings.claimWindowDays, meesho: 60 } };
    expect(reconcile([meesho], longWindow, '2026-09-30').returnClaims).toEqual([]);
    expect(reconcile([meesho], longWindow, '2026-10-01').returnClaims).toMatchObject([{ daysLeft: 30 }]);
  });

  it('lists returns not received after 30 days or near their deadline, soonest claim deadline first', () => {
    const q = reconcile(
      [
        line({ orderId: 'R1', isReturn: true, returnDate: '2026-08-01', claimId: 'PF-1' }),
        line({ orderId: 'R2', channel: 'meesho', isReturn: true, returnDate: '2026-07-25' }),
        line({ orderId: 'R3', isReturn: true, returnDate: '2026-08-25' }),
        line({ orderId: 'R4', isReturn: true, returnDate: '2026-07-01', pysicallyRecieved: true }),
      ],
      settings,
      '2026-09-05',
    );
    expect(q.returnClaims.map((c) => [c.orderId, c.claimDeadline, c.daysLeft, c.claimId])).toEqual([
      ['R1', '2026-08-16', -20, 'PF-1'],
      ['R2', '2026-08-24', -12, null],
      // 11 days old, but its 15-day window closes in 4 days
      ['R3', '2026-09-09', 4, null],
    ]);
    expect(q.overduePayments).toEqual([]);
  });

  it('gives each return to claim with its follow-up so far, which the follow-up form opens with', () => {
    const returned = line({
      orderId: 'R1',
      isReturn: true,
      returnDate: '2026-08-01',
      podRequestTickeetId: 'POD-9',
      condition: 'Torn pack',
      damageDescription: 'Box crushed',
      claimId: 'PF-1',
      claimResult: 'Pending',
    });
    expect(reconcile([returned], settings, '2026-09-05').returnClaims).toMatchObject([
      {
        orderId: 'R1',
        billDate: '2026-08-26',
        podRequestTickeetId: 'POD-9',
        condition: 'Torn pack',
        damageDescription: 'Box crushed',
        claimId: 'PF-1',
        claimResult: 'Pending',
      },
    ]);
  });

  it('refuses settings out of range', () => {
    expect(validateReconciliationSettings(settings)).toEqual([]);
    expect(
      validateReconciliationSettings({ ...settings, toleranceRupees: -1, claimAfterDays: 1.5 }).map(
        (p) => p.field,
      ),
    ).toEqual(['toleranceRupees', 'claimAfterDays']);
  });

  it('names a number left empty or typed as no number, and each field as the Settings screen labels it', () => {
    expect(
      validateReconciliationSettings({
        ...settings,
        toleranceRupees: null,
        claimAfterDays: 400,
        paymentCycleDays: { ...settings.paymentCycleDays, amazon: Number.NaN },
        claimWindowDays: { ...settings.claimWindowDays, trendyHandy: 7.5 },
      }),
    ).toEqual([
      { field: 'toleranceRupees', message: 'Tolerance (₹) is empty; write an amount from ₹0 to ₹1,00,000' },
      {
        field: 'paymentCycleDays.amazon',
        message: 'Amazon: Payment cycle (days) is not a number; write a whole number of days from 0 to 365',
      },
      {
        field: 'claimWindowDays.trendyHandy',
        message: 'Trendy Handy: Claim window (days) must be a whole number of days from 0 to 365',
      },
      {
        field: 'claimAfterDays',
        message: 'Claim a return after (days) must be a whole number of days from 0 to 365',
      },
    ]);
    // what an API caller leaves out is as empty as a blank field
    expect(validateReconciliationSettings({ ...settings, claimWindowDays: null })).toEqual(
      CHANNELS.map((c) => ({
        field: `claimWindowDays.${c}`,
        message: `${CHANNEL_INFO[c].label}: Claim window (days) is empty; write a whole number of days from 0 to 365`,
      })),
    );
  });
});

// Decision 166: an ADMIN accepts a payment difference the staff have looked into, with why.
describe('accepted payment differences', () => {
  const settings = DEFAULT_RECONCILIATION_SETTINGS;
  // expected payout ₹325.20 (328.06 − TCS 2.38 − TDS 0.48); paid ₹300.00: ₹25.20 short
  const paid = (amountReceivedPaise: number, acceptance: ReconciliationLine['acceptance'] = null) =>
    line({ paymentReceived: true, paymentDate: '2026-09-10', amountReceivedPaise, acceptance });
  const penalty = {
    differencePaise: -2520,
    reason: 'Flipkart penalty for late dispatch',
    at: '2026-11-25T05:00:00.000Z',
    by: 'asha',
  };

  it('takes a line whose difference was accepted off the open queue and lists it as accepted, with why', () => {
    const q = reconcile([paid(30000, penalty), paid(31000)], settings, '2026-11-25');
    expect(q.settlementDifferences.map((d) => d.difference)).toEqual([-15.2]);
    expect(q.acceptedDifferences).toMatchObject([
      {
        orderId: 'OD1',
        difference: -25.2,
        accepted: {
          difference: -25.2,
          reason: 'Flipkart penalty for late dispatch',
          acceptedAt: '2026-11-25T05:00:00.000Z',
          acceptedBy: 'asha',
        },
      },
    ]);
  });

  it('shows the line again once a later payment changes its difference, saying what was accepted', () => {
    // a later report took another ₹14.80 back: ₹40.00 short now
    const q = reconcile([paid(28520, penalty)], settings, '2026-11-26');
    expect(q.acceptedDifferences).toEqual([]);
    expect(q.settlementDifferences).toHaveLength(1);
    const [d] = q.settlementDifferences;
    expect(d!.difference).toBe(-40);
    expect(earlierAcceptanceNote(d!)).toBe('Accepted -₹25.20 on 25 Nov 2026; now -₹40.00');
    expect(earlierAcceptanceNote({ difference: -40, accepted: null })).toBeNull();
  });

  it('leaves a line paid within the tolerance off both lists, whatever was accepted', () => {
    const q = reconcile([paid(32500, penalty)], settings, '2026-11-26');
    expect(q.settlementDifferences).toEqual([]);
    expect(q.acceptedDifferences).toEqual([]);
  });

  it('accepts only a paid sale line with a difference beyond the tolerance, not accepted yet', () => {
    expect(differenceAcceptanceProblem(paid(30000), settings)).toEqual({
      problem: null,
      differencePaise: -2520,
    });
    expect(differenceAcceptanceProblem(paid(28520, penalty), settings)).toEqual({
      problem: null,
      differencePaise: -4000,
    });
    expect(differenceAcceptanceProblem(line(), settings).problem).toBe(
      'OD1 / KIDS-SET-01 is not paid yet: there is no payment difference to accept',
    );
    expect(differenceAcceptanceProblem(paid(32500), settings).problem).toBe(
      'OD1 / KIDS-SET-01 is paid within ₹1.00 of the expected payout: there is no difference to accept',
    );
    expect(differenceAcceptanceProblem({ ...paid(30000), isReturn: true }, settings).problem).toBe(
      "OD1 / KIDS-SET-01 is a return: only a sale's payment difference is accepted",
    );
    expect(differenceAcceptanceProblem(paid(30000, penalty), settings).problem).toBe(
      'The difference of -₹25.20 on OD1 / KIDS-SET-01 is accepted already',
    );
  });

  it('asks for a reason of 3 to 200 characters', () => {
    expect(differenceAcceptanceReasonProblem('  ok ')).toBe(
      'Say why this difference is accepted (at least 3 characters)',
    );
    expect(differenceAcceptanceReasonProblem('Flipkart penalty for late dispatch')).toBeNull();
    expect(differenceAcceptanceReasonProblem('x'.repeat(201))).toBe(
      'The reason must be at most 200 characters',
    );
  });
});
