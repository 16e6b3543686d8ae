// One sold order line (docs/fee-model.md "One sold order line"): the fields stored on a sale row.
import { MAX_AMOUNT_RUPEES, MAX_AMOUNT_TEXT } from '../catalogue/listing-fields.ts';
import { CHANNEL_INFO } from './channels.ts';
import type { Channel, LossProfit } from './channels.ts';
import type { IsoDate } from './dated.ts';
import { emptyFeeLines, feeLinesAt, taxAt } from './fee-lines.ts';
import { taxPercentAt } from './gst-rules.ts';
import type { PreparedGstRules } from './gst-rules.ts';
import { readInputs } from './inputs.ts';
import type { PricingListing, PricingProduct } from './inputs.ts';
import { labelOfLeftover } from './labels.ts';
import type { CategoryInput, PricingProblem } from './rate-card.ts';

export interface SoldOrderLineInput {
  readonly channel: Channel;
  /** I: the invoice amount of the row in paise (GST included); null when the report gave none. */
  readonly invoiceAmountPaise: number | null | undefined;
  /** q: pieces on the row, a whole number >= 1. */
  readonly quantity: number | null | undefined;
  /** The listing matched by SKU, or null when the SKU matches none. */
  readonly listing: PricingListing | null | undefined;
  readonly products: readonly PricingProduct[];
  /** The card in effect on the order's date (prepareCard), or the raw category. */
  readonly category: CategoryInput | null | undefined;
  /** For products priced "by HSN code": the rules, and the order's date. */
  readonly gstRules?: PreparedGstRules | null;
  readonly at?: IsoDate;
}

export interface SoldOrderLine {
  readonly ok: true;
  /** P = I / q in paise (a fraction when I does not divide evenly). */
  readonly unitPricePaise: number;
  /** Each stored field is the per-piece amount × q, in whole paise. */
  readonly purchaseCostPaise: number;
  /** (P - settlement) × q: every fee line, shipping included. */
  readonly marketplaceFeePaise: number;
  /** The channel's settlement field ("In Bank") × q. */
  readonly settlementPaise: number;
  /** (X + Pr) × q: what the order earned after every cost. */
  readonly profitPaise: number;
  /** The label of X at the unit price. */
  readonly saleType: LossProfit;
  /** The GST percent the line was priced with (the product's rate on the order date at the unit price). */
  readonly gstPercent: number;
}

export interface SoldOrderLineIssue {
  readonly ok: false;
  /** One readable sentence for the "Invoices with Issues" table. */
  readonly reason: string;
  readonly problems: readonly PricingProblem[];
}

/** The fields a sale row stores, or the reason the row is an invoice with issues. */
export function computeSoldOrderLine(input: SoldOrderLineInput): SoldOrderLine | SoldOrderLineIssue {
  const { channel, invoiceAmountPaise: invoice, quantity, listing } = input;
  if (listing === null || listing === undefined) {
    const problems = [{ field: 'sku', message: `SKU matches no ${CHANNEL_INFO[channel].label} listing` }];
    return { ok: false, reason: problems[0]!.message, problems };
  }
  const problems: PricingProblem[] = [];
  if (typeof invoice !== 'number' || Number.isNaN(invoice))
    problems.push({ field: 'invoiceAmount', message: 'Invoice Amount is missing' });
  else if (!(invoice > 0))
    problems.push({ field: 'invoiceAmount', message: 'Invoice Amount must be more than 0' });
  else if (invoice > MAX_AMOUNT_RUPEES * 100)
    problems.push({ field: 'invoiceAmount', message: `Invoice Amount must be at most ${MAX_AMOUNT_TEXT}` });
  if (typeof quantity !== 'number' || Number.isNaN(quantity))
    problems.push({ field: 'quantity', message: 'Quantity is missing' });
  else if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000)
    problems.push({ field: 'quantity', message: 'Quantity must be a whole number of 1 or more' });
  const gst = input.gstRules && input.at ? { rules: input.gstRules, at: input.at } : null;
  const built = readInputs(channel, listing, input.products, input.category, gst, true);
  const model = built.model;
  if (problems.length > 0 || built.problems.length > 0 || model === null) {
    // the row's own values first; then what the listing lacks, said to be the listing's
    const reasons = problems.map((p) => p.message);
    if (built.problems.length > 0)
      reasons.push(
        `The ${CHANNEL_INFO[channel].label} listing of this SKU cannot price it: ${built.problems.map((p) => p.message).join('; ')}`,
      );
    return { ok: false, reason: reasons.join('; '), problems: [...problems, ...built.problems] };
  }
  const q = quantity as number;
  const i = invoice as number;
  // The unit price is the fraction i / q paise; every fee line is rounded from that exact value.
  const lines = feeLinesAt(model, i, q, emptyFeeLines());
  const tax = taxAt(model, i, q);
  const fees = lines.total * q;
  const settlement = i - fees;
  // X × q = settlement × q - (T + C + Pr + Pk + A + R + D) × q, exact in paise.
  const leftoverTimesQ = settlement - (tax + model.costs) * q;
  return {
    ok: true,
    unitPricePaise: i / q,
    purchaseCostPaise: model.purchaseCost * q,
    marketplaceFeePaise: fees,
    settlementPaise: settlement,
    profitPaise: leftoverTimesQ + model.profit * q,
    saleType: labelOfLeftover(channel, leftoverTimesQ, q),
    // taxAt charges the highest rate among the products at the unit price: the same one here.
    gstPercent: model.taxes.reduce((g, t) => Math.max(g, taxPercentAt(t, i, q)), 0),
  };
}
