// An independent, deliberately naive implementation of docs/fee-model.md, written from the text and
// nothing else (it imports only types from the engine), compared with the engine's evaluator and its
// price solver on random listings: prices on slab bounds, closing-fee band edges, the GST band jump and
// effective-date boundaries included. Every amount here is an exact fraction of BigInts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Channel } from './channels.ts';
import type { FeeScheduleVersion } from './fee-schedule.ts';
import type { GstRule } from './gst-rules.ts';
import type { PricingListing } from './inputs.ts';
import type { Slab } from './slabs.ts';
// The engine, only to be compared:
import { versionAt } from './dated.ts';
import { computeListingPricing } from './fee-model.ts';
import { prepareGstRules } from './gst-rules.ts';
import { prepareCard } from './rate-card.ts';

// ---------------------------------------------------------------------------------------------------
// Exact fractions

interface Q {
  n: bigint;
  d: bigint;
}
const q = (n: bigint, d = 1n): Q => (d < 0n ? { n: -n, d: -d } : { n, d });
/** A decimal number as written (String(x)) as an exact fraction. */
function dec(x: number): Q {
  const [mant, exp] = String(x).split('e');
  const neg = mant!.startsWith('-');
  const [w, f = ''] = (neg ? mant!.slice(1) : mant!).split('.');
  let n = BigInt(w! + f);
  let d = 10n ** BigInt(f.length);
  const e = exp === undefined ? 0 : Number(exp);
  if (e > 0) n *= 10n ** BigInt(e);
  if (e < 0) d *= 10n ** BigInt(-e);
  return q(neg ? -n : n, d);
}
const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
const cmp = (a: Q, b: Q): number => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
const lt = (a: Q, b: Q) => cmp(a, b) < 0;
const le = (a: Q, b: Q) => cmp(a, b) <= 0;
/** r(x): to a whole paisa, half away from zero (x in paise). */
function r(x: Q): Q {
  const neg = x.n < 0n;
  const a = neg ? -x.n : x.n;
  let w = a / x.d;
  if ((a - w * x.d) * 2n >= x.d) w += 1n;
  return q(neg ? -w : w);
}
/** Whole paise as rupees, as the engine reports them (paise / 100). */
const toNumber = (paise: Q): number => {
  if (paise.n % paise.d !== 0n) throw new Error('not a whole number of paise');
  return Number(paise.n / paise.d) / 100;
};
const HUNDRED = q(100n);

// ---------------------------------------------------------------------------------------------------
// The model, as the page words it

interface Version {
  effectiveFrom: string;
  commissionPercent: Slab[];
  fixedFeePercent: Slab[];
  collectionFeePercent: Slab[];
  referalFeePercent: Slab[];
}
interface RefProduct {
  purchaseCost: number;
  gst: number | null;
  gstMode: 'FIXED' | 'BY_HSN';
  hsnCode: string;
}
interface RefCase {
  channel: Channel;
  listing: { [K in keyof Required<PricingListing>]: number };
  products: RefProduct[];
  versions: Version[];
  schedules: FeeScheduleVersion[];
  rules: GstRule[];
  at: string;
}

/** The version in effect: the latest on or before the date; before the first, the first. */
function inEffect<T extends { effectiveFrom: string }>(list: T[], at: string): T {
  const sorted = [...list].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let chosen = sorted[0]!;
  for (const v of sorted) if (v.effectiveFrom <= at) chosen = v;
  return chosen;
}

/** slab(list, P): the value of the first slab with from < P < to (P in rupees); none: 0. */
function slab(list: Slab[], priceRupees: Q): Q {
  for (const s of list) {
    const above = s.from === -Infinity || (s.from !== Infinity && lt(dec(s.from), priceRupees));
    const below = s.to === Infinity || (s.to !== -Infinity && lt(priceRupees, dec(s.to)));
    if (above && below) return dec(s.precent);
  }
  return q(0n);
}

/** The GST percent of one product at the price P (paise) on the date. */
function productGst(p: RefProduct, P: Q, rules: GstRule[], at: string): Q | null {
  if (p.gstMode === 'FIXED') return dec(p.gst!);
  const matching = rules.filter((rule) => p.hsnCode.startsWith(rule.hsnPrefix));
  if (matching.length === 0) return null;
  const live = matching.filter((rule) => rule.effectiveFrom <= at);
  let rule: GstRule;
  if (live.length > 0) {
    const longest = Math.max(...live.map((x) => x.hsnPrefix.length));
    rule = inEffect(
      live.filter((x) => x.hsnPrefix.length === longest),
      at,
    );
  } else {
    const longest = Math.max(...matching.map((x) => x.hsnPrefix.length));
    rule = inEffect(
      matching.filter((x) => x.hsnPrefix.length === longest),
      at,
    );
  }
  if (rule.band === null) return dec(rule.ratePercent);
  // judged on the value per piece before GST at the lower rate: P / (1 + low/100) <= threshold
  const low = dec(rule.ratePercent);
  const perPiece = div(P, add(q(1n), div(low, HUNDRED)));
  return le(perPiece, mul(dec(rule.band.thresholdRupees), HUNDRED)) ? low : dec(rule.band.ratePercentAbove);
}

interface RefResult {
  fees: Q;
  settlement: Q;
  tax: Q;
  leftover: Q;
  label: string;
}

/** Everything at the price P (paise), or null when an input fails the rules. */
function at(c: RefCase, P: Q): RefResult | null {
  const L = c.listing;
  const version = inEffect(c.versions, c.at);
  const schedule = inEffect(c.schedules, c.at);
  const feeGst = add(q(1n), div(dec(schedule.feeGstPercent), HUNDRED));
  const gst = (x: Q): Q => r(mul(x, feeGst));
  const rupees = div(P, HUNDRED);
  const S = c.channel === 'meesho' ? q(0n) : mul(dec(L.shippingFee), HUNDRED);
  let fees: Q;
  let settlement: Q;
  if (c.channel === 'flipkart') {
    const commission = gst(div(mul(P, slab(version.commissionPercent, rupees)), HUNDRED));
    const fixed = gst(mul(slab(version.fixedFeePercent, rupees), HUNDRED));
    const v = slab(version.collectionFeePercent, rupees);
    const collection = lt(dec(schedule.collectionFlatAbove), v)
      ? gst(mul(v, HUNDRED))
      : gst(div(mul(P, v), HUNDRED));
    fees = add(add(add(commission, fixed), collection), gst(S));
    settlement = sub(P, fees);
  } else if (c.channel === 'amazon') {
    const referral = add(
      r(div(mul(P, slab(version.referalFeePercent, rupees)), HUNDRED)),
      r(div(mul(P, dec(schedule.referralGstPercent)), HUNDRED)),
    );
    let closing = q(0n);
    for (const band of schedule.closingFeeBands)
      if (band.upTo === null || le(rupees, dec(band.upTo))) {
        closing = gst(mul(dec(band.fee), HUNDRED));
        break;
      }
    fees = add(add(referral, closing), gst(S));
    settlement = sub(P, fees);
  } else if (c.channel === 'meesho') {
    fees = q(0n);
    settlement = P;
  } else {
    fees = gst(S);
    settlement = sub(P, fees);
  }
  let g: Q = q(0n);
  for (const p of c.products) {
    const pg = productGst(p, P, c.rules, c.at);
    if (pg === null) return null;
    if (lt(g, pg)) g = pg;
  }
  const tax = r(div(mul(P, g), add(HUNDRED, g)));
  let X = sub(settlement, tax);
  for (const p of c.products) X = sub(X, mul(dec(p.purchaseCost), HUNDRED));
  for (const v of [L.profit, L.packing, L.advertisingCost, L.returnCost, L.discount])
    X = sub(X, mul(dec(v), HUNDRED));
  const label =
    lt(q(0n), X) && lt(X, q(200n))
      ? 'Perfect'
      : lt(X, q(0n))
        ? 'LOSS'
        : c.channel === 'amazon' || c.channel === 'meesho'
          ? 'Profit'
          : 'Extra';
  return { fees, settlement, tax, leftover: X, label };
}

/** Price should be: P when Perfect, else the smallest whole rupee from the start below 10000 that is Perfect; 0 if none. */
function priceShouldBe(c: RefCase): number {
  const P = mul(dec(c.listing.listingPrice), HUNDRED);
  if (at(c, P)!.label === 'Perfect') return c.listing.listingPrice;
  let sum = q(0n);
  for (const p of c.products) sum = add(sum, dec(p.purchaseCost));
  const L = c.listing;
  for (const v of [L.profit, L.packing, c.channel === 'meesho' ? 0 : L.shippingFee, L.returnCost])
    sum = add(sum, dec(v));
  const start = Number((sum.n + sum.d - 1n) / sum.d); // ceil of a positive fraction
  for (let p = start; p < 10000; p++) if (at(c, q(BigInt(p) * 100n))!.label === 'Perfect') return p;
  return 0;
}

// ---------------------------------------------------------------------------------------------------
// Random cases

const bound = fc.oneof(
  fc.integer({ min: 0, max: 3000 }),
  fc.constantFrom(0, 250, 300, 500, 750, 1000, 1050, 2500, 2625, 9999, 1_000_000),
  fc.integer({ min: 0, max: 600_000 }).map((n) => n / 200),
);
const percent = fc.oneof(
  fc.integer({ min: 0, max: 3000 }).map((n) => n / 100),
  fc.constantFrom(0, 2, 5, 12, 18),
);
const fee = fc.oneof(
  fc.integer({ min: 0, max: 8000 }).map((n) => n / 100),
  fc.constantFrom(2, 2.01, 3, 15),
);
const slabList = (value: fc.Arbitrary<number>) =>
  fc.array(
    fc
      .tuple(bound, bound, value)
      .map(([a, b, precent]) => ({ from: Math.min(a, b), to: Math.max(a, b), precent })),
    { maxLength: 4 },
  );
const date = fc.constantFrom(
  '2017-07-01',
  '2022-08-31',
  '2022-09-01',
  '2024-03-31',
  '2024-04-01',
  '2025-09-21',
  '2025-09-22',
  '2026-11-23',
);
const version = fc.record({
  effectiveFrom: date,
  commissionPercent: slabList(percent),
  fixedFeePercent: slabList(fee),
  collectionFeePercent: slabList(fc.oneof(percent, fee)),
  referalFeePercent: slabList(percent),
});
const schedule: fc.Arbitrary<FeeScheduleVersion> = fc.record({
  effectiveFrom: date,
  feeGstPercent: fc.constantFrom(18, 18, 12, 0, 5.5),
  collectionFlatAbove: fc.constantFrom(2, 2, 5),
  closingFeeBands: fc.constantFrom(
    [
      { upTo: 250, fee: 8 },
      { upTo: 500, fee: 12 },
      { upTo: 1000, fee: 30 },
      { upTo: null, fee: 56 },
    ],
    [
      { upTo: 300, fee: 6 },
      { upTo: 1000.5, fee: 20 },
      { upTo: null, fee: 45.5 },
    ],
  ),
  referralGstPercent: fc.constantFrom(1.62, 1.62, 0, 2.5),
});
const rules: GstRule[] = [
  {
    hsnPrefix: '61',
    effectiveFrom: '2017-07-01',
    ratePercent: 5,
    band: { thresholdRupees: 1000, ratePercentAbove: 12 },
    note: '',
  },
  {
    hsnPrefix: '61',
    effectiveFrom: '2025-09-22',
    ratePercent: 5,
    band: { thresholdRupees: 2500, ratePercentAbove: 18 },
    note: '',
  },
  { hsnPrefix: '6109', effectiveFrom: '2024-04-01', ratePercent: 12, band: null, note: '' },
  {
    hsnPrefix: '94',
    effectiveFrom: '2022-09-01',
    ratePercent: 18,
    band: { thresholdRupees: 99.99, ratePercentAbove: 5.5 },
    note: '',
  },
];
const product = fc.record({
  purchaseCost: fc.oneof(
    fc.integer({ min: 1, max: 250_000 }).map((n) => n / 100),
    fc.integer({ min: 1, max: 30 }).map((n) => n / 100),
  ),
  gst: fc.constantFrom(0, 0.25, 5, 12, 18, 28),
  gstMode: fc.constantFrom<'FIXED' | 'BY_HSN'>('FIXED', 'BY_HSN', 'BY_HSN'),
  hsnCode: fc.constantFrom('61', '6104', '61091000', '9404', '940490'),
});
const money = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100),
    fc.constant(0),
  );
const price = fc.oneof(
  fc.integer({ min: 1, max: 600_000 }).map((n) => n / 100),
  fc.constantFrom(
    250,
    250.01,
    300,
    500,
    500.01,
    750,
    1000,
    1000.01,
    1049,
    1050,
    1050.01,
    1051,
    2624,
    2625,
    2625.01,
    2626,
  ),
);
const refCase: fc.Arbitrary<RefCase> = fc.record({
  channel: fc.constantFrom<Channel>('flipkart', 'amazon', 'meesho', 'littleKid', 'trendyHandy'),
  listing: fc.record({
    listingPrice: price,
    profit: money(300),
    packing: money(50),
    advertisingCost: money(100),
    returnCost: money(100),
    discount: money(100),
    shippingFee: money(150),
    productLength: fc.constant(1),
    breadth: fc.constant(1),
    height: fc.constant(1),
    weight: fc.constant(1),
  }),
  products: fc.array(product, { minLength: 1, maxLength: 3 }),
  versions: fc.uniqueArray(version, { minLength: 1, maxLength: 3, selector: (v) => v.effectiveFrom }),
  schedules: fc.uniqueArray(schedule, { minLength: 1, maxLength: 2, selector: (v) => v.effectiveFrom }),
  rules: fc.constant(rules),
  at: date,
});

/** The engine, driven as the server drives it: pick the versions in effect, prepare, compute. */
function engine(c: RefCase) {
  const byDate = <T extends { effectiveFrom: string }>(l: T[]) =>
    [...l].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const version = versionAt(byDate(c.versions), c.at)!;
  const card = prepareCard(
    c.channel,
    c.channel === 'amazon' || c.channel === 'flipkart' ? version : null,
    versionAt(byDate(c.schedules), c.at)!,
  );
  const listing = c.channel === 'meesho' ? { ...c.listing, shippingFee: null } : c.listing;
  return computeListingPricing(c.channel, listing, c.products, card, {
    gstRules: prepareGstRules(c.rules),
    at: c.at,
  });
}

/** Lists whose slabs a price would match must be well formed for the engine (it checks numbers only). */
describe('the engine against an independent reading of the fee model', () => {
  it('agrees on every fee total, settlement, tax, leftover and label at the listing price', () => {
    fc.assert(
      fc.property(refCase, (c) => {
        const mine = at(c, mul(dec(c.listing.listingPrice), HUNDRED));
        const got = engine(c);
        expect(got.problems).toEqual([]);
        expect(mine).not.toBeNull();
        expect(got.setlmentValue).toBe(toNumber(mine!.settlement));
        expect(got.listingPrice! - got.setlmentValue!).toBeCloseTo(toNumber(mine!.fees), 6);
        expect(got.taxInsidePrice).toBe(toNumber(mine!.tax));
        expect(got.afterPurchaseCostDeduct).toBe(toNumber(mine!.leftover));
        expect(got.lossProfit).toBe(mine!.label);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on price should be (the solver against trying every rupee exactly)', () => {
    fc.assert(
      fc.property(refCase, (c) => {
        expect(engine(c).priceShouldBe).toBe(priceShouldBe(c));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees across the GST band jump for apparel priced by HSN code', () => {
    const base = fc.sample(refCase, { numRuns: 1, seed: 7 })[0]!;
    for (const at of ['2025-09-21', '2025-09-22'])
      for (const p of [1049, 1050, 1051, 2624, 2625, 2626]) {
        const c: RefCase = {
          ...base,
          channel: 'meesho',
          at,
          listing: { ...base.listing, listingPrice: p },
          products: [{ purchaseCost: 100, gst: null, gstMode: 'BY_HSN', hsnCode: '61041000' }],
        };
        expect(engine(c).taxInsidePrice).toBe(toNumber(at_(c)));
      }
  });
});

const at_ = (c: RefCase) => at(c, mul(dec(c.listing.listingPrice), HUNDRED))!.tax;
