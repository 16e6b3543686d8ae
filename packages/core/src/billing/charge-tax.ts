// GST on the courier and the packing and transportation a tax invoice charges (decision 128). Such
// incidental charges are part of the value of the supply (CGST Act s.15(2)(c)), so they are taxed at
// the rate of the goods they go with. The amount typed is what the buyer pays for the charge, GST
// included; it is shared over the lines with a value in proportion to their taxable values, and each
// line's share is split into taxable value and tax at that line's rate.
import { roundDivBig, rupeesToPaise } from '../money/index.ts';

/** One line a charge is shared over: its HSN code, GST rate (percent) and taxable value in paise. */
export interface ChargeBasisLine {
  hsnCode: string;
  gst: number;
  taxablePaise: number;
}

/**
 * A charge of chargePaise shared over the lines in proportion to their taxable values, to the paisa:
 * each line gets floor(charge × its value / all values) and what is left over goes to the largest line
 * (the first of equals), so the parts always add up to the charge. Lines without a value get 0; with
 * no line of value there is nothing to share over and every part is 0.
 */
export function apportionCharge(chargePaise: number, basis: readonly ChargeBasisLine[]): number[] {
  const total = basis.reduce((s, l) => s + Math.max(0, l.taxablePaise), 0);
  if (chargePaise <= 0 || total <= 0) return basis.map(() => 0);
  const parts = basis.map((l) =>
    l.taxablePaise > 0 ? Number((BigInt(chargePaise) * BigInt(l.taxablePaise)) / BigInt(total)) : 0,
  );
  let largest = 0;
  basis.forEach((l, i) => {
    if (l.taxablePaise > basis[largest]!.taxablePaise) largest = i;
  });
  parts[largest]! += chargePaise - parts.reduce((s, p) => s + p, 0);
  return parts;
}

/**
 * An amount with GST included, split at a rate (percent, up to 2 decimals) into taxable value and tax
 * that add up to it exactly: taxable = amount × 100 / (100 + rate) to the nearest paisa. Inside the
 * state the tax is CGST and SGST in equal halves, so when the tax comes out odd the taxable value is
 * moved one paisa to the nearer side that makes it even.
 */
export function splitGstIncluded(
  amountPaise: number,
  ratePercent: number,
  interState: boolean,
): { taxablePaise: number; taxPaise: number } {
  if (amountPaise <= 0) return { taxablePaise: 0, taxPaise: 0 };
  const hundredths = BigInt(Math.round(ratePercent * 100));
  const num = BigInt(amountPaise) * 10_000n;
  const den = 10_000n + hundredths;
  let taxable = Number(roundDivBig(num, den));
  if (!interState && (amountPaise - taxable) % 2 !== 0) {
    // the nearer of taxable − 1 and taxable + 1 to the exact value (the larger on a tie)
    const miss = (t: number) => {
      const d = num - BigInt(t) * den;
      return d < 0n ? -d : d;
    };
    taxable = miss(taxable + 1) <= miss(taxable - 1) ? taxable + 1 : taxable - 1;
  }
  return { taxablePaise: taxable, taxPaise: amountPaise - taxable };
}

/** The basis as a credit note stores it: the invoice's lines with a value, in rupees (decision 128). */
export interface StoredChargeBasisLine {
  hsnCode: string;
  gst: number;
  /** the line's taxable value, rupees */
  taxable: number;
}

export const toChargeBasis = (stored: readonly StoredChargeBasisLine[]): ChargeBasisLine[] =>
  stored.map((l) => ({ hsnCode: l.hsnCode, gst: l.gst, taxablePaise: rupeesToPaise(l.taxable) }));
