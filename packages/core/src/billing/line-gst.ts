// The GST rate a tax-invoice line starts with, and a line picked from the catalogue. The rate comes from
// the dated GST rules by HSN code (pricing/gst-rules.ts) in effect on the invoice date, judged at the
// line's rate — a value per piece before tax, which is what a rule's price band is judged on
// (docs/fee-model.md#a-gst-band-is-judged-on-the-value-before-tax-decision-050). When no rule covers the HSN code, the
// product's own rate applies. The person filling the invoice may still type another rate.
import { exactDecimal } from '../money/index.ts';
import { gstRuleAt, type PreparedGstRules } from '../pricing/gst-rules.ts';
import { retailPrice } from '../pricing/price-lists.ts';
import { taxLabelPercent } from './invoice.ts';
import type { InvoiceKind } from './invoice-numbers.ts';
import { DEFAULT_UQC, isUqc, type UqcCode } from './uqc.ts';

/** The rate in percent of a rule at a value per piece before tax (rupees). */
function ratePercentAtValue(
  rule: { ratePercent: number; band: { thresholdRupees: number; ratePercentAbove: number } | null },
  valueRupees: number,
): number {
  if (!rule.band) return rule.ratePercent;
  const value = exactDecimal(Math.max(0, valueRupees));
  const threshold = exactDecimal(rule.band.thresholdRupees);
  // value <= threshold, as exact fractions
  return value.num * threshold.scale <= threshold.num * value.scale
    ? rule.ratePercent
    : rule.band.ratePercentAbove;
}

export interface LineGstInput {
  hsnCode: string | null | undefined;
  /** the invoice date, yyyy-MM-dd */
  invoiceDate: string;
  /** the line's rate: rupees per piece, tax not included */
  rate: number;
  /** the catalogue product's fixed rate, when the line was picked from the catalogue */
  productGst?: number | null;
}

/**
 * The GST percent a tax-invoice line defaults to: the rule of its HSN code on the invoice date at the
 * line's rate; otherwise the product's rate; null when neither is known.
 */
export function defaultLineGst(rules: PreparedGstRules, line: LineGstInput): number | null {
  const found = gstRuleAt(rules, line.hsnCode, line.invoiceDate);
  if (found) return ratePercentAtValue(found.rule, Number.isFinite(line.rate) ? line.rate : 0);
  return line.productGst ?? null;
}

/**
 * Whether a document's lines without a GST % take defaultLineGst's rate: a tax invoice's always; a
 * purchase or expense bill's when its supplier is registered (has a GSTIN) and the bill is not taxed by
 * the percentage of its tax label. An unregistered supplier charges no GST: its bill's lines stay
 * untaxed (decision 295).
 */
export function linesTakeHsnGst(
  kind: InvoiceKind,
  doc: { gst?: string | null; taxLabel?: string | null },
): boolean {
  if (kind === 'GST_INVOICE') return true;
  if (kind !== 'PURCHASE' && kind !== 'EXPENSE') return false;
  return (doc.gst ?? '').trim() !== '' && taxLabelPercent(doc.taxLabel) === 0;
}

/** What a catalogue product brings to an invoice line. */
export interface CatalogueProduct {
  id: string;
  productName: string;
  hsnCode?: string | null;
  /** the fixed GST rate, null when the rules by HSN code give it */
  gst?: number | null;
  purchaseCost?: number | null;
  /** the product's unit of quantity (UQC); a product read without one counts in pieces */
  unit?: string | null;
}

export interface CatalogueLine {
  productId: string;
  description: string;
  hsnCode: string | null;
  /**
   * what we sell it for, the retail price (pricing/price-lists.ts: 2 × the purchase cost); on a purchase
   * bill what we buy it for, the purchase cost. Null without a cost.
   */
  rate: number | null;
  /** the product's own rate (the fallback of defaultLineGst) */
  productGst: number | null;
  /** the product's own unit, which its prices are per (decision 147) */
  unit: UqcCode;
}

/**
 * The line a product picked from the catalogue fills: description, HSN code, the product's GST rate,
 * its price (the retail price; the purchase cost on a purchase bill) and its unit of quantity, PCS for
 * a product without one (decision 147; decision 141 had every picked product in pieces).
 */
export function catalogueLine(product: CatalogueProduct, kind: InvoiceKind): CatalogueLine {
  const cost = product.purchaseCost;
  return {
    productId: product.id,
    description: product.productName,
    hsnCode: product.hsnCode?.trim() || null,
    rate:
      kind === 'PURCHASE'
        ? cost != null && Number.isFinite(cost) && cost >= 0
          ? cost
          : null
        : retailPrice(cost),
    productGst: product.gst ?? null,
    unit: product.unit && isUqc(product.unit) ? product.unit : DEFAULT_UQC,
  };
}
