// Pricing engine benchmark (issue 3). Not part of npm test. Run: node packages/core/bench/pricing.bench.ts
// 25,000 seeded listings over the five channels; every derived value is computed (a) with the price
// solver and (b) with the reference search that tries every rupee, on the same data. Both variants are
// warmed up first, then measured in alternating rounds (solver runs, one reference run; the order
// swapped every round) so that both meet the same load on a shared machine. Prints the medians of all
// runs, their ratio with its range over the rounds and, on the last line, the figures as JSON.
import { CHANNELS, computeListingPricing, prepareCategory } from '../src/pricing/index.ts';
import { readInputs } from '../src/pricing/inputs.ts';
import type { PricingModel } from '../src/pricing/inputs.ts';
import { referenceSearch, solvePrice } from '../src/pricing/price-solver.ts';
import type {
  AmazonCategoryFees,
  Channel,
  FlipkartCategoryFees,
  PricingListing,
  PricingProduct,
  Slab,
} from '../src/pricing/index.ts';

const LISTINGS = 25_000;
/** Rounds of timed runs: each has SOLVER_RUNS solver runs and one reference run. */
const ROUNDS = 5;
const SOLVER_RUNS = 5;
/** Before timing, each variant repeats its work for at least this long (and at least once). */
const WARM_UP_MS = 300;

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
  const options = { priceSearch: search };
  let checksum = 0;
  for (const r of rows) {
    const category =
      r.channel === 'flipkart'
        ? flipkart[r.categoryIndex]!
        : r.channel === 'amazon'
          ? amazon[r.categoryIndex]!
          : null;
    const result = computeListingPricing(r.channel, r.listing, r.products, category, options);
    checksum += result.priceShouldBe ?? 0;
  }
  return checksum;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Search = 'solver' | 'reference';

/** Runs `work` until WARM_UP_MS have passed, at least once; returns its result. */
function warmUp(work: () => number): number {
  const start = performance.now();
  const checksum = work();
  while (performance.now() - start < WARM_UP_MS) if (work() !== checksum) throw new Error('results differ');
  return checksum;
}

interface Run {
  ms: number;
  /** CPU time (user + system, all threads of the process): steadier when other work shares the machine. */
  cpuMs: number;
}

function timed(work: () => number, checksum: number): Run {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const c = work();
  const ms = performance.now() - t0;
  const used = process.cpuUsage(c0);
  if (c !== checksum) throw new Error('results differ between runs');
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

interface Measure {
  solver: Run[];
  reference: Run[];
  /** Per round: the reference run over the median of that round's solver runs (wall clock). */
  roundRatios: number[];
}

/** Warms both variants up, then alternates: S…S R, R S…S, … */
function measure(solver: () => number, reference: () => number): Measure {
  const checksum = warmUp(solver);
  if (warmUp(reference) !== checksum) throw new Error('the solver and the reference disagree');
  const result: Measure = { solver: [], reference: [], roundRatios: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const solverRuns = (): Run[] => Array.from({ length: SOLVER_RUNS }, () => timed(solver, checksum));
    let runs: Run[];
    let ref: Run;
    if (round % 2 === 0) {
      runs = solverRuns();
      ref = timed(reference, checksum);
    } else {
      ref = timed(reference, checksum);
      runs = solverRuns();
    }
    result.solver.push(...runs);
    result.reference.push(ref);
    result.roundRatios.push(ref.ms / median(runs.map((r) => r.ms)));
  }
  return result;
}

/** The price search alone (every listing, Perfect or not), on models built beforehand. */
function searchOnly(search: Search): () => number {
  const models: PricingModel[] = [];
  const fk = flipkartCategories.map((c) => prepareCategory('flipkart', c));
  const az = amazonCategories.map((c) => prepareCategory('amazon', c));
  for (const r of rows) {
    const category =
      r.channel === 'flipkart' ? fk[r.categoryIndex]! : r.channel === 'amazon' ? az[r.categoryIndex]! : null;
    const model = readInputs(r.channel, r.listing, r.products, category, null).model;
    if (model !== null) models.push(model);
  }
  return () => {
    let sum = 0;
    for (const m of models) sum += search === 'solver' ? solvePrice(m) : referenceSearch(m);
    return sum;
  };
}

const all = measure(
  () => deriveAll('solver'),
  () => deriveAll('reference'),
);
const search = measure(searchOnly('solver'), searchOnly('reference'));
const ms = (runs: Run[]): number => median(runs.map((r) => r.ms));
const cpu = (runs: Run[]): number => median(runs.map((r) => r.cpuMs));
const solverMs = ms(all.solver);
const referenceMs = ms(all.reference);
const ratio = referenceMs / solverMs;
const cpuRatio = cpu(all.reference) / cpu(all.solver);
const searchSolverMs = ms(search.solver);
const searchReferenceMs = ms(search.reference);
const round = (x: number, digits = 1): number => Number(x.toFixed(digits));
const low = Math.min(...all.roundRatios);
const high = Math.max(...all.roundRatios);
console.log(
  `listings: ${LISTINGS} over ${CHANNELS.length} channels; after a warm-up of each, ${ROUNDS} alternating rounds of ` +
    `${SOLVER_RUNS} solver runs and 1 reference run; medians of all runs`,
);
console.log(
  `(a) every value with the solver:           ${solverMs.toFixed(1)} ms (CPU ${cpu(all.solver).toFixed(1)} ms)`,
);
console.log(
  `(b) every value with the reference search: ${referenceMs.toFixed(1)} ms (CPU ${cpu(all.reference).toFixed(1)} ms)`,
);
console.log(
  `(c) reference / solver:                    ${ratio.toFixed(1)}x (CPU ${cpuRatio.toFixed(1)}x; rounds ${low.toFixed(1)}-${high.toFixed(1)}x)`,
);
console.log(
  `(d) the price search alone:                ${searchSolverMs.toFixed(1)} ms vs ${searchReferenceMs.toFixed(1)} ms (${(searchReferenceMs / searchSolverMs).toFixed(0)}x)`,
);
console.log(
  JSON.stringify({
    bench: 'pricing',
    listings: LISTINGS,
    solverRuns: all.solver.length,
    referenceRuns: all.reference.length,
    solverMs: round(solverMs),
    referenceMs: round(referenceMs),
    ratio: round(ratio),
    roundRatios: all.roundRatios.map((x) => round(x)),
    solverCpuMs: round(cpu(all.solver)),
    referenceCpuMs: round(cpu(all.reference)),
    cpuRatio: round(cpuRatio),
    searchSolverMs: round(searchSolverMs, 2),
    searchReferenceMs: round(searchReferenceMs),
    searchRatio: round(searchReferenceMs / searchSolverMs),
  }),
);
