// The pricing of a ledger's order line (docs/ledger.md): what a sale import stores and what a re-price
// after a card change (decision 093) writes again both come from this one function.
import {
  CHANNEL_INFO,
  computeSoldOrderLine,
  prepareCard,
  prepareGstRules,
  versionAt,
  type AmazonCategoryFees,
  type Channel,
  type FlipkartCategoryFees,
  type PreparedCard,
} from '@seller-desk/core';
import type { ListingView } from '../listings/listing-view.ts';
import type { PricingData } from '../listings/listings.service.ts';

/** What core computed for a line that can be priced. */
export type PricedLine = Extract<ReturnType<typeof computeSoldOrderLine>, { ok: true }>;

/** Prices one line: its listing (null: none has its SKU), invoice amount (paise), quantity and bill date. */
export type LinePricer = (
  listing: ListingView | null,
  invoiceAmountPaise: number,
  quantity: number,
  billDate: string,
) => ReturnType<typeof computeSoldOrderLine>;

/** The columns of a stored line that pricing sets (the rest are the report's or the payment's), in paise. */
export const pricedColumns = (line: PricedLine) => ({
  gstRate: line.gstPercent,
  purchaseCostPaise: line.purchaseCostPaise,
  settlementPaise: line.settlementPaise,
  marketplaceFeePaise: line.marketplaceFeePaise,
  profitPaise: line.profitPaise,
  saleType: line.saleType,
});

export type PricedColumns = ReturnType<typeof pricedColumns>;

/**
 * Prices lines of a channel as stored: each line with what was in effect on its bill date (decision 051)
 * — the version of its listing's category card and of the channel's fee schedule saved in Settings, and
 * the GST rules by HSN code — through core's computeSoldOrderLine. `pricing` reads the settings (bound to
 * a transaction, it sees that transaction's changes). A card is prepared once per category version and
 * schedule version.
 */
export async function pricerOf(pricing: PricingData, channel: Channel): Promise<LinePricer> {
  const schedules = await pricing.feeSchedule(channel);
  const gstRules = prepareGstRules(await pricing.gstRules());
  const cards = new Map<string, PreparedCard>();
  const cardOf = (listing: ListingView, date: string): PreparedCard | null => {
    const schedule = versionAt(schedules, date)!;
    const category = listing.flipkartProductCategory ?? listing.amazonProductCategory;
    // A Flipkart or Amazon listing without a category has no card: core names the problem.
    if (CHANNEL_INFO[channel].category !== null && !category) return null;
    const version = category ? (versionAt(category.versions, date) ?? null) : null;
    const key = `${category?.id ?? ''}|${version?.effectiveFrom ?? ''}|${schedule.effectiveFrom}`;
    let card = cards.get(key);
    if (!card) {
      card = prepareCard(channel, version as FlipkartCategoryFees | AmazonCategoryFees | null, schedule);
      cards.set(key, card);
    }
    return card;
  };
  // A report repeats the same sale many times over (one listing at one price on one day): each is
  // priced once, and its lines share the one (read-only) answer.
  const priced = new Map<string, ReturnType<typeof computeSoldOrderLine>>();
  return (listing, invoiceAmountPaise, quantity, billDate) => {
    const key = `${listing?.id ?? ''}|${invoiceAmountPaise}|${quantity}|${billDate}`;
    let line = priced.get(key);
    if (!line) {
      line = computeSoldOrderLine({
        channel,
        invoiceAmountPaise,
        quantity,
        listing,
        products: listing?.products ?? [],
        category: listing ? cardOf(listing, billDate) : null,
        gstRules,
        at: billDate,
      });
      priced.set(key, line);
    }
    return line;
  };
}
