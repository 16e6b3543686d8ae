// Pricing engine benchmark (issue 3). Not part of npm test. Run: node packages/core/bench/pricing.bench.ts
// 25,000 seeded listings over the five channels; every derived value is computed (a) with the price
// solver and (b) with the reference search that tries every rupee. Prints the medians, their ratio
// and, on the last line, the figures as JSON.
import { CHANNELS, computeListingPricing, prepareCategory } from '../src/pricing/index.ts';
import { buildModel } from '../src/pricing/model.ts';
import type { PricingModel } from '../src/pricing/model.ts';
import { referenceSearch, solveSearch } from '../src/pricing/price-solver.ts';
import type {
  AmazonCategoryFees,
  Channel,
  FlipkartCategoryFees,
  PricingListing,
  PricingProduct,
  Slab,
} from '../src/pricing/index.ts';

const LISTINGS = 25_000;
const SOLVER_RUNS = 15;
const REFERENCE_RUNS = 5;

/** mulberry32: a small seeded PRNG, so every run measures the same listings. */
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
const random = prng(20261122);
const int = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const money = (lo: number, hi: number): number => Math.round((lo + random() * (hi - lo)) * 2) / 2;

/** 3-5 ascending price ranges from 0 to 1,000,000 with the given value per range. */
function slabs(value: (index: number) => number): Slab[] {
  const count = int(3, 5);
  const bounds = [0, ...[300, 500, 1000, 2000].slice(0, count - 1), 1_000_000];
  return bounds.slice(0, -1).map((from, i) => ({ from, to: bounds[i + 1]!, precent: value(i) }));
}

function flipkartCategory(): FlipkartCategoryFees {
  return {
    commissionPercent: slabs(() => pick([5, 6, 8, 9.5, 10, 12, 14, 15, 17, 18, 20])),
    fixedFeePercent: slabs((i) => [5, 15, 30, 45, 60][i] ?? 60),
    collectionFeePercent: [
      { from: 0, to: 750, precent: 2 },
      { from: 750, to: 1_000_000, precent: int(10, 25) },
    ],
  };
}

function amazonCategory(): AmazonCategoryFees {
  return {
    referalFeePercent: slabs(() => pick([2, 4, 5, 7, 8, 9, 11, 12, 13.5, 15, 17])),
  };
}

interface Row {
  channel: Channel;
  listing: PricingListing;
  products: PricingProduct[];
  category: FlipkartCategoryFees | AmazonCategoryFees | null;
  categoryIndex: number;
}

const flipkartCategories = Array.from({ length: 40 }, flipkartCategory);
const amazonCategories = Array.from({ length: 40 }, amazonCategory);

function row(index: number): Row {
  const channel = CHANNELS[index % CHANNELS.length]!;
  const productCount = random() < 0.8 ? 1 : int(2, 3);
  const products = Array.from({ length: productCount }, () => ({
    purchaseCost: money(30, 1200),
    gst: pick([0, 5, 5, 12, 18, 18, 28]),
    productLength: int(5, 40),
    breadth: int(5, 30),
    height: int(2, 20),
    weight: int(50, 2000),
  }));
  const cost = products.reduce((sum, p) => sum + p.purchaseCost, 0);
  const categoryIndex = int(0, 39);
  const category =
    channel === 'flipkart'
      ? flipkartCategories[categoryIndex]!
      : channel === 'amazon'
        ? amazonCategories[categoryIndex]!
        : null;
  const listing: PricingListing = {
    listingPrice: money(cost * 1.1, cost * 3 + 200),
    profit: money(0, 150),
    packing: pick([5, 10, 15, 20]),
    advertisingCost: money(0, 60),
    returnCost: money(0, 50),
    discount: random() < 0.7 ? 0 : money(0, 40),
    shippingFee: channel === 'meesho' ? null : pick([0, 40, 50, 60, 70, 80, 100]),
    productLength: 20,
    breadth: 15,
    height: 10,
    weight: 500,
  };
  return { channel, listing, products, category, categoryIndex };
}

const rows = Array.from({ length: LISTINGS }, (_, i) => row(i));

/**
 * Derives every value of every listing. As a batch resolver does, the categories are loaded and
 * prepared once per run (inside the timing), then each listing is computed with its category.
 */
function deriveAll(search: 'solver' | 'reference'): number {
  const flipkart = flipkartCategories.map((c) => prepareCategory('flipkart', c));
  const amazon = amazonCategories.map((c) => prepareCategory('amazon', c));
  let checksum = 0;
  for (const r of rows) {
    const category =
      r.channel === 'flipkart'
        ? flipkart[r.categoryIndex]!
        : r.channel === 'amazon'
          ? amazon[r.categoryIndex]!
          : null;
    const result = computeListingPricing(r.channel, r.listing, r.products, category, { priceSearch: search });
    checksum += result.priceShouldBe ?? 0;
  }
  return checksum;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Measure {
  /** Median wall-clock time of one run (ms). */
  ms: number;
  /** Median CPU time (user + system) of one run (ms): steadier when other work shares the machine. */
  cpuMs: number;
  checksum: number;
}

function measure(search: 'solver' | 'reference', runs: number): Measure {
  const checksum = deriveAll(search); // warm-up
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const c = deriveAll(search);
    times.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    if (c !== checksum) throw new Error('results differ between runs');
  }
  return { ms: median(times), cpuMs: median(cpu), checksum };
}

/** The price search alone (every listing, Perfect or not), on models built beforehand. */
function searchOnly(search: 'solver' | 'reference', runs: number): number {
  const models: PricingModel[] = [];
  const fk = flipkartCategories.map((c) => prepareCategory('flipkart', c));
  const az = amazonCategories.map((c) => prepareCategory('amazon', c));
  for (const r of rows) {
    const category =
      r.channel === 'flipkart' ? fk[r.categoryIndex]! : r.channel === 'amazon' ? az[r.categoryIndex]! : null;
    const model = buildModel(r.channel, r.listing, r.products, category).model;
    if (model !== null) models.push(model);
  }
  const run = (): number => {
    let sum = 0;
    for (const m of models) sum += search === 'solver' ? solveSearch(m) : referenceSearch(m);
    return sum;
  };
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return median(times);
}

const solver = measure('solver', SOLVER_RUNS);
const reference = measure('reference', REFERENCE_RUNS);
if (solver.checksum !== reference.checksum) throw new Error('the solver and the reference disagree');
const searchSolverMs = searchOnly('solver', SOLVER_RUNS);
const searchReferenceMs = searchOnly('reference', REFERENCE_RUNS);
const ratio = reference.ms / solver.ms;
const cpuRatio = reference.cpuMs / solver.cpuMs;
const round = (x: number, digits = 1): number => Number(x.toFixed(digits));
console.log(
  `listings: ${LISTINGS} over ${CHANNELS.length} channels; median of ${SOLVER_RUNS} (solver) and ${REFERENCE_RUNS} (reference) runs after a warm-up`,
);
console.log(
  `(a) every value with the solver:           ${solver.ms.toFixed(1)} ms (CPU ${solver.cpuMs.toFixed(1)} ms)`,
);
console.log(
  `(b) every value with the reference search: ${reference.ms.toFixed(1)} ms (CPU ${reference.cpuMs.toFixed(1)} ms)`,
);
console.log(`(c) reference / solver:                    ${ratio.toFixed(1)}x (CPU ${cpuRatio.toFixed(1)}x)`);
console.log(
  `(d) the price search alone:                ${searchSolverMs.toFixed(1)} ms vs ${searchReferenceMs.toFixed(1)} ms (${(searchReferenceMs / searchSolverMs).toFixed(0)}x)`,
);
console.log(
  JSON.stringify({
    bench: 'pricing',
    listings: LISTINGS,
    solverRuns: SOLVER_RUNS,
    referenceRuns: REFERENCE_RUNS,
    solverMs: round(solver.ms),
    referenceMs: round(reference.ms),
    ratio: round(ratio),
    solverCpuMs: round(solver.cpuMs),
    referenceCpuMs: round(reference.cpuMs),
    cpuRatio: round(cpuRatio),
    searchSolverMs: round(searchSolverMs, 2),
    searchReferenceMs: round(searchReferenceMs),
    searchRatio: round(searchReferenceMs / searchSolverMs),
  }),
);
