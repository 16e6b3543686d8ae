// Exact rates (docs/fee-model.md "Arithmetic"): money is integer paise, and every rate (a slab's
// percent, GST on a fee, the tax inside a price) is an exact fraction n / d, applied to a paise amount
// and rounded half away from zero once per fee line.
import { exactDecimal, roundDiv, roundDivBig } from '../money/index.ts';

export interface Rate {
  /** n / d as a float, for the solver's linear bounds only. */
  readonly value: number;
  readonly n: number;
  readonly d: number;
  /** When n or d is beyond 2^52 the BigInt pair is used. */
  readonly big: boolean;
  readonly bn: bigint;
  readonly bd: bigint;
}

const LIMIT = 2 ** 52;

function gcdBig(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function gcdSmall(a: number, b: number): number {
  a = Math.abs(a);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The rate n / d (d > 0) in lowest terms. */
export function makeRate(n: bigint, d: bigint): Rate {
  const g = gcdBig(n, d) || 1n;
  const bn = n / g;
  const bd = d / g;
  const big = bn > BigInt(LIMIT) || bn < -BigInt(LIMIT) || bd > BigInt(LIMIT);
  return { value: Number(bn) / Number(bd), n: Number(bn), d: Number(bd), big, bn, bd };
}

/** makeRate for small whole numbers, without BigInt arithmetic (the usual GST rates). */
function smallRate(n: number, d: number): Rate {
  const g = gcdSmall(n, d) || 1;
  const sn = n / g;
  const sd = d / g;
  return { value: sn / sd, n: sn, d: sd, big: false, bn: BigInt(sn), bd: BigInt(sd) };
}

/** r(amount * rate / den): amount in paise (an integer), den a positive integer (the quantity). */
export function applyRate(amount: number, rate: Rate, den: number): number {
  if (!rate.big) {
    const n = amount * rate.n;
    const d = rate.d * den;
    if (n <= LIMIT && n >= -LIMIT && d <= LIMIT) return roundDiv(n, d);
  }
  return Number(roundDivBig(BigInt(amount) * rate.bn, rate.bd * BigInt(den)));
}

/** percent / 100 of an amount, with `gstPercent` GST on top: a commission or referral slab's rate. */
export function percentRate(percent: number, gstPercent = 0): Rate {
  const p = exactDecimal(percent);
  const g = exactDecimal(gstPercent);
  return makeRate(p.num * (100n * g.scale + g.num), p.scale * g.scale * 10000n);
}

/** gst(x) of a rupee amount x with any decimals: r(x * 100 * (1 + gstPercent / 100)) paise. */
export function rupeesWithGst(rupees: number, gstPercent: number): number {
  const x = exactDecimal(rupees);
  const g = exactDecimal(gstPercent);
  return Number(roundDivBig(x.num * (100n * g.scale + g.num), x.scale * g.scale));
}

/** The rate (100 + gstPercent) / 100: gst(x) of an amount already in paise is applyRate(x, it, 1). */
export function withGstRate(gstPercent: number): Rate {
  const g = exactDecimal(gstPercent);
  return makeRate(100n * g.scale + g.num, 100n * g.scale);
}

/** taxInsideRate of the whole percents 0..100, worked out once (a constant table). */
const WHOLE_TAX_RATES: readonly Rate[] = Object.freeze(
  Array.from({ length: 101 }, (_, g) => smallRate(g, 100 + g)),
);

/** g / (100 + g) for a GST percent g >= 0: the share of tax inside a price that includes it. */
export function taxInsideRate(gst: number): Rate {
  if (Number.isInteger(gst) && gst >= 0 && gst <= 100) return WHOLE_TAX_RATES[gst]!;
  const { num, scale } = exactDecimal(gst);
  return makeRate(num, 100n * scale + num);
}
