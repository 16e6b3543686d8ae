// Money is integer paise inside core (docs/fee-model.md, "Arithmetic"). Rupee numbers arrive from the
// database and the API; they are converted once, at the edge, with exact decimal rounding.

const LIMIT = 2 ** 52;

/** Rounds a float half away from zero to a whole number: r(2.5) = 3, r(-2.5) = -3. */
export function r(x: number): number {
  if (x >= 0) return Math.round(x);
  const q = Math.round(-x);
  return q === 0 ? 0 : -q; // never -0
}

/**
 * Rounds the exact rational n / d half away from zero. n and d are integers, d > 0.
 * Exact for every safe integer input: the fast path stays within 2^52, larger values go through BigInt.
 */
export function roundDiv(n: number, d: number): number {
  if (n < 0) {
    const q = roundDiv(-n, d);
    return q === 0 ? 0 : -q; // never -0
  }
  if (n <= LIMIT && d <= LIMIT) {
    let q = Math.floor(n / d);
    let rem = n - q * d;
    // n / d is a rounded float: correct the quotient by one when it landed on the wrong side.
    if (rem < 0) {
      q -= 1;
      rem += d;
    } else if (rem >= d) {
      q += 1;
      rem -= d;
    }
    return rem * 2 >= d ? q + 1 : q;
  }
  return Number(roundDivBig(BigInt(n), BigInt(d)));
}

/** Exact half-away-from-zero rounding of n / d for big integers (d > 0). */
export function roundDivBig(n: bigint, d: bigint): bigint {
  if (n < 0n) return -roundDivBig(-n, d);
  const q = n / d;
  return (n - q * d) * 2n >= d ? q + 1n : q;
}

/** A finite number as an exact decimal fraction num / 10^decimals (its shortest round-trip form). */
export interface ExactDecimal {
  readonly num: bigint;
  readonly scale: bigint;
}

export function exactDecimal(x: number): ExactDecimal {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  // String(x) is the shortest decimal that reads back as x, e.g. "12.5", "1.005", "1e-7".
  const text = String(x);
  const [mantissa = '0', exponentText] = text.toLowerCase().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? mantissa.slice(1) : mantissa).split('.');
  let digits = BigInt(whole + fraction);
  let decimals = fraction.length - exponent;
  if (decimals < 0) {
    digits *= 10n ** BigInt(-decimals);
    decimals = 0;
  }
  return { num: negative ? -digits : digits, scale: 10n ** BigInt(decimals) };
}

/**
 * Rupees (a number with at most 2 decimals, as stored) to integer paise.
 * Math.round(v * 100) is right for 2-decimal inputs, because v * 100 is then within a tiny float error
 * of a whole number; anything with more decimals (1.005) is rounded half away from zero on its exact
 * decimal value, so 1.005 gives 101 paise, not the 100 that Math.round(100.49999999999999) gives.
 */
export function rupeesToPaise(rupees: number): number {
  // Kept this small so that V8 inlines it into hot loops; NaN and ±Infinity fail the test and throw below.
  const scaled = rupees * 100;
  const whole = Math.round(scaled);
  const error = scaled - whole;
  if (error < 1e-6 && error > -1e-6 && scaled < LIMIT && scaled > -LIMIT) return whole + 0; // never -0
  return exactRupeesToPaise(rupees);
}

/** rupeesToPaise for the values the fast test leaves: more than 2 decimals, huge, or not finite. */
function exactRupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be a finite number, got ${rupees}`);
  const scaled = rupees * 100;
  const whole = Math.round(scaled);
  if (Math.abs(scaled - whole) < 1e-6 && Math.abs(scaled) < LIMIT) return whole === 0 ? 0 : whole;
  const { num, scale } = exactDecimal(rupees);
  return Number(roundDivBig(num * 100n, scale));
}

/** Integer paise to rupees: exact to the paisa (the nearest float to the 2-decimal value). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Groups the digits of a non-negative whole number the Indian way: 1,23,45,678. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}`;
}

/**
 * The digits of a paise amount for people: Indian grouping (the last three digits, then pairs), the
 * given number of decimals (0, 1 or 2) rounded half away from zero, a minus sign when it is negative.
 */
function groupedDigits(paise: number, decimals: 0 | 1 | 2): string {
  const step = 10 ** (2 - decimals);
  const units = roundDiv(Math.abs(paise), step);
  const sign = paise < 0 && units !== 0 ? '-' : '';
  const base = 10 ** decimals;
  const whole = Math.floor(units / base);
  const fraction = decimals === 0 ? '' : `.${String(units - whole * base).padStart(decimals, '0')}`;
  return `${sign}${groupIndian(String(whole))}${fraction}`;
}

/**
 * The one way money is written for people (decision 240): "₹1,23,456.78", "-₹49.00"; Indian digit
 * grouping, the ₹ sign after a minus, 2 decimals unless asked (profit totals use 1, limits 0).
 * Every other formatter of money in core, the server and the web app is this one on other units.
 */
export function formatPaise(paise: number, decimals: 0 | 1 | 2 = 2): string {
  const text = groupedDigits(paise, decimals);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** formatPaise of a rupee number as the wire and the screens carry it (converted exactly, rupeesToPaise). */
export function formatRupees(rupees: number, decimals: 0 | 1 | 2 = 2): string {
  return formatPaise(rupeesToPaise(rupees), decimals);
}

/**
 * formatPaise's digits without the ₹ sign, for a column whose heading names the currency (the invoice's
 * table and totals): 123456789_05 → "12,34,56,789.05", -4900 → "-49.00".
 */
export function formatIndianAmount(paise: number, decimals: 0 | 1 | 2 = 2): string {
  return groupedDigits(paise, decimals);
}

/** formatIndianAmount of rupees: "1,23,456.8" for formatIndian(123456.78, 1). */
export function formatIndian(rupees: number, decimals: 0 | 1 | 2 = 2): string {
  return groupedDigits(rupeesToPaise(rupees), decimals);
}

/** Rounds rupees to one decimal, half away from zero, exactly (12.25 → 12.3, -12.25 → -12.3). */
export function roundToOneDecimal(rupees: number): number {
  return roundDiv(rupeesToPaise(rupees), 10) / 10;
}

/**
 * A profit total (bulk profit tab, docs/bulk.md): the exact sum of the rupee values in paise, then one
 * decimal. Missing values (null) count as nothing.
 */
export function profitTotal(values: Iterable<number | null | undefined>): number {
  let paise = 0;
  for (const value of values) if (value !== null && value !== undefined) paise += rupeesToPaise(value);
  return roundDiv(paise, 10) / 10;
}
