import { gstRuleAt, type GstMode, type PreparedGstRules } from '@seller-desk/core';

/** The words of the two GST choices of a product. */
export const GST_MODE_LABELS: Record<GstMode, string> = {
  FIXED: 'Fixed rate',
  BY_HSN: 'By HSN code',
};

/**
 * The GST the rules give an HSN code on a date, in words: "5%", or with a price band "5% up to ₹2,625,
 * 18% above" (the prices include GST: the last whole rupee at the lower rate, core's band rule). Null when
 * no rule matches the code (or the rules are not loaded yet).
 */
export function gstRuleText(
  rules: PreparedGstRules | null,
  hsnCode: string | null | undefined,
  at: string,
): string | null {
  if (!rules) return null;
  const found = gstRuleAt(rules, hsnCode, at);
  if (!found) return null;
  const { tax } = found;
  if (tax.low === tax.high) return `${tax.low}%`;
  return `${tax.low}% up to ₹${tax.lowThrough.toLocaleString('en-IN')}, ${tax.high}% above`;
}

/** What a new product's GST choice starts as: "by HSN code" when a rule matches its HSN code, else fixed. */
export function defaultGstMode(
  rules: PreparedGstRules | null,
  hsnCode: string | null | undefined,
  at: string,
): GstMode {
  return rules && gstRuleAt(rules, hsnCode, at) ? 'BY_HSN' : 'FIXED';
}

/** A product's GST in a few words: "12%", "By HSN code: 5% up to ₹2,625, 18% above", "By HSN code: no rule". */
export function gstSummary(
  product: { gstMode: GstMode; gst: number | null; hsnCode: string | null },
  rules: PreparedGstRules | null,
  at: string,
): string {
  if (product.gstMode === 'BY_HSN') {
    const rule = gstRuleText(rules, product.hsnCode, at);
    return `By HSN code: ${rule ?? (rules ? 'no rule matches' : '…')}`;
  }
  return product.gst === null ? '' : `${product.gst}%`;
}
