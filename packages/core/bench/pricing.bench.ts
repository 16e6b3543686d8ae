// Pricing engine benchmark (issues 3 and 9). Not part of npm test. Run: node packages/core/bench/pricing.bench.ts
// (a) every derived value of 25,000 seeded listings over the five channels, price solver included, with
//     the cards prepared inside each run as a batch resolver does; (b) the same with the every-rupee
//     reference, once, to check both agree; (c) 50,000 sold order lines, each priced with the card
//     version, fee schedule version and GST rule of its own order date. Prints medians of the timed runs
//     after a warm-up, and the figures as JSON on the last line.
import {
  CHANNELS,
  DEFAULT_FEE_SCHEDULE,
  DEFAULT_GST_RULES,
  computeSoldOrderLine,
  priceListing,
  prepareCard,
  prepareGstRules,
  rupeesToPaise,
  versionAt,
} from '../src/index.ts';
import type {
  AmazonCategoryFees,
  Channel,
  FeeScheduleVersion,
  FlipkartCategoryFees,
  PreparedCard,
  PricingListing,
  PricingProduct,
  Slab,
} from '../src/index.ts';

const LISTINGS = 25_000;
const ORDER_LINES = 50_000;
const RUNS = 15;
const WARM_UP_MS = 400;

/** mulberry32: a small seeded PRNG, so every run measures the same data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261123);
const int = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const money = (lo: number, hi: number): number => Math.round((lo + random() * (hi - lo)) * 2) / 2;

function slabs(value: (index: number) => number): Slab[] {
  const count = int(3, 5);
  const bounds = [0, ...[300, 500, 1000, 2000].slice(0, count - 1), 1_000_000];
  return bounds.slice(0, -1).map((from, i) => ({ from, to: bounds[i + 1]!, precent: value(i) }));
}
const flipkartCategory = (): FlipkartCategoryFees => ({
  commissionPercent: slabs(() => pick([5, 6, 8, 9.5, 10, 12, 14, 15, 17, 18, 20])),
  fixedFeePercent: slabs((i) => [5, 15, 30, 45, 60][i] ?? 60),
  collectionFeePercent: [
    { from: 0, to: 750, precent: 2 },
    { from: 750, to: 1_000_000, precent: int(10, 25) },
  ],
});
const amazonCategory = (): AmazonCategoryFees => ({
  referalFeePercent: slabs(() => pick([2, 4, 5, 7, 8, 9, 11, 12, 13.5, 15, 17])),
});

/** Categories with three dated versions each; the fee schedule with two. */
const VERSION_DATES = ['2023-01-01', '2024-04-01', '2025-01-15'];
type Versioned<T> = ({ effectiveFrom: string } & T)[];
const flipkartCategories: Versioned<FlipkartCategoryFees>[] = Array.from({ length: 40 }, () =>
  VERSION_DATES.map((effectiveFrom) => ({ effectiveFrom, ...flipkartCategory() })),
);
const amazonCategories: Versioned<AmazonCategoryFees>[] = Array.from({ length: 40 }, () =>
  VERSION_DATES.map((effectiveFrom) => ({ effectiveFrom, ...amazonCategory() })),
);
const schedules: FeeScheduleVersion[] = [
  DEFAULT_FEE_SCHEDULE,
  {
    ...DEFAULT_FEE_SCHEDULE,
    effectiveFrom: '2024-07-01',
    closingFeeBands: [
      { upTo: 300, fee: 6 },
      { upTo: 1000, fee: 25 },
      { upTo: null, fee: 50 },
    ],
  },
];
const gstRules = DEFAULT_GST_RULES;
const TODAY = '2026-11-23';

interface Row {
  channel: Channel;
  listing: PricingListing;
  products: PricingProduct[];
  categoryIndex: number;
}

function row(index: number): Row {
  const channel = CHANNELS[index % CHANNELS.length]!;
  const products = Array.from({ length: random() < 0.8 ? 1 : int(2, 3) }, (): PricingProduct => {
    const byHsn = random() < 0.3;
    return {
      purchaseCost: money(30, 1200),
      gst: byHsn ? null : pick([0, 5, 5, 12, 18, 18, 28]),
      gstMode: byHsn ? 'BY_HSN' : 'FIXED',
      hsnCode: pick(['61091000', '62034200', '6302', '61']),
      productLength: int(5, 40),
      breadth: int(5, 30),
      height: int(2, 20),
      weight: int(50, 2000),
    };
  });
  const cost = products.reduce((sum, p) => sum + (p.purchaseCost ?? 0), 0);
  const listing: PricingListing = {
    listingPrice: money(cost * 1.1, cost * 3 + 200),
    profit: money(0, 150),
    packing: pick([5, 10, 15, 20]),
    advertisingCost: money(0, 60),
    returnCost: money(0, 50),
    discount: random() < 0.7 ? 0 : money(0, 40),
    shippingFee: channel === 'meesho' ? null : pick([0, 40, 50, 60, 70, 80, 100]),
  };
  return { channel, listing, products, categoryIndex: int(0, 39) };
}
const rows = Array.from({ length: LISTINGS }, (_, i) => row(i));

/**
 * The cards of a run: one per category version and schedule version in use, prepared on first use (what
 * a request does), found by a numeric key.
 */
function cardCache() {
  const cards: (PreparedCard | undefined)[] = [];
  const channelIndex = (channel: Channel) => CHANNELS.indexOf(channel);
  return (channel: Channel, categoryIndex: number, at: string): PreparedCard => {
    const s = at < schedules[1]!.effectiveFrom ? 0 : 1;
    const hasCategory = channel === 'flipkart' || channel === 'amazon';
    const v = !hasCategory ? 0 : at < VERSION_DATES[1]! ? 0 : at < VERSION_DATES[2]! ? 1 : 2;
    const key = ((channelIndex(channel) * 40 + (hasCategory ? categoryIndex : 0)) * 3 + v) * 2 + s;
    let card = cards[key];
    if (card === undefined) {
      const versions: Versioned<FlipkartCategoryFees | AmazonCategoryFees> | null =
        channel === 'flipkart'
          ? flipkartCategories[categoryIndex]!
          : channel === 'amazon'
            ? amazonCategories[categoryIndex]!
            : null;
      // the same versions versionAt picks (checked once per card)
      const version = versions === null ? null : versionAt(versions, at)!;
      if (version !== null && version.effectiveFrom !== VERSION_DATES[v]) throw new Error('wrong version');
      card = prepareCard(channel, version, versionAt(schedules, at)!);
      cards[key] = card;
    }
    return card;
  };
}

/** A row's money in paise, as the database stores it and the server prices it (priceListing). */
const paise = (rupees: number | null | undefined) =>
  typeof rupees === 'number' ? rupeesToPaise(rupees) : rupees;
const storedRows: Row[] = rows.map((r) => ({
  ...r,
  listing: {
    ...r.listing,
    listingPrice: paise(r.listing.listingPrice),
    profit: paise(r.listing.profit),
    packing: paise(r.listing.packing),
    advertisingCost: paise(r.listing.advertisingCost),
    returnCost: paise(r.listing.returnCost),
    discount: paise(r.listing.discount),
    shippingFee: paise(r.listing.shippingFee),
  },
  products: r.products.map((p) => ({ ...p, purchaseCost: paise(p.purchaseCost) })),
}));

/**
 * Every derived value of every listing as the server derives a grid's page or a whole channel: priceListing
 * on the money in paise as stored (a screen's form prices the row it edits with computeListingPricing,
 * the same in rupees, one row at a time).
 */
function deriveAll(search: 'solver' | 'reference'): number {
  const cardOf = cardCache();
  const options = { priceSearch: search, gstRules: prepareGstRules(gstRules), at: TODAY };
  let checksum = 0;
  for (const r of storedRows) {
    const card = cardOf(r.channel, r.categoryIndex, TODAY);
    checksum += priceListing(r.channel, r.listing, r.products, card, options).priceShouldBe ?? 0;
  }
  return checksum;
}

/** Order dates spread over 2023-06 .. 2026-11, so every version of everything is used. */
const orderDates = Array.from({ length: 1260 }, (_, i) =>
  new Date(Date.UTC(2023, 5, 1) + i * 86_400_000).toISOString().slice(0, 10),
);
const orderLines = Array.from({ length: ORDER_LINES }, () => {
  const r = rows[int(0, LISTINGS - 1)]!;
  const quantity = random() < 0.85 ? 1 : int(2, 3);
  return {
    r,
    quantity,
    invoiceAmountPaise: Math.round((r.listing.listingPrice ?? 100) * quantity * int(90, 110)),
    at: pick(orderDates),
  };
});

function reconcileAll(): number {
  const cardOf = cardCache();
  const prepared = prepareGstRules(gstRules);
  let checksum = 0;
  for (const o of orderLines) {
    const line = computeSoldOrderLine({
      channel: o.r.channel,
      invoiceAmountPaise: o.invoiceAmountPaise,
      quantity: o.quantity,
      listing: o.r.listing,
      products: o.r.products,
      category: cardOf(o.r.channel, o.r.categoryIndex, o.at),
      gstRules: prepared,
      at: o.at,
    });
    if (line.ok) checksum += line.profitPaise;
  }
  return checksum;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(work: () => number): { ms: number; cpuMs: number; checksum: number } {
  const checksum = work();
  const start = performance.now();
  while (performance.now() - start < WARM_UP_MS) if (work() !== checksum) throw new Error('results differ');
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    if (work() !== checksum) throw new Error('results differ between runs');
    ms.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: median(ms), cpuMs: median(cpu), checksum };
}

const listings = measure(() => deriveAll('solver'));
const t0 = performance.now();
if (deriveAll('reference') !== listings.checksum) throw new Error('the solver and the reference disagree');
const referenceMs = performance.now() - t0;
const sold = measure(reconcileAll);
const round = (x: number): number => Number(x.toFixed(1));
console.log(
  `(a) ${LISTINGS} listings, every value with the solver, in paise as stored: ${listings.ms.toFixed(1)} ms (CPU ${listings.cpuMs.toFixed(1)} ms)`,
);
console.log(
  `(b) the same with the every-rupee reference (one run, same answers): ${referenceMs.toFixed(0)} ms`,
);
console.log(
  `(c) ${ORDER_LINES} sold order lines, each by its own date: ${sold.ms.toFixed(1)} ms (CPU ${sold.cpuMs.toFixed(1)} ms)`,
);
console.log(
  JSON.stringify({
    bench: 'pricing',
    listings: LISTINGS,
    listingsMs: round(listings.ms),
    listingsCpuMs: round(listings.cpuMs),
    referenceMs: round(referenceMs),
    orderLines: ORDER_LINES,
    orderLinesMs: round(sold.ms),
    orderLinesCpuMs: round(sold.cpuMs),
  }),
);
