// The Settlement Calculator drawer (docs/screens.md): the ordered lines of one listing, ready to render.
import { rupeesToPaise } from '../money/index.ts';
import type { Channel } from './channels.ts';
import type { ListingPricing } from './fee-model.ts';

export interface SettlementLine {
  /** A stable key for the UI and tests. */
  readonly key: string;
  /** Text people read, spelled correctly (docs/architecture.md: identifiers keep the old system's spelling, text does not). */
  readonly label: string;
  /** Rupees, or null when nothing could be computed. */
  readonly value: number | null;
}

/**
 * Free Delivery: the price to list at so the customer pays no separate shipping, i.e. the listing
 * price plus the shipping fee with GST (docs/fee-model.md#free-delivery-in-the-settlement-drawer-decision-002). Null when not computed.
 */
export function freeDeliveryPrice(pricing: ListingPricing): number | null {
  if (pricing.listingPrice === null || pricing.totalShippingFee === null) return null;
  return (rupeesToPaise(pricing.listingPrice) + rupeesToPaise(pricing.totalShippingFee)) / 100;
}

const line = (key: string, label: string, value: number | null): SettlementLine => ({ key, label, value });

/**
 * The drawer's lines in order. Flipkart: Commission, Shipping Fee, Fixed Fee, Collection Fee,
 * Settlement Value, Extra Amount, In Bank. Amazon: Referral Fee, Closing Fee, Shipping Fee, Settlement
 * Value Without Shipping, Extra Amount, In Bank. Meesho and the own stores (no drawer in the old system) get
 * their own short list. Every channel ends with Free Delivery and Price Should Be.
 */
export function settlementLines(channel: Channel, pricing: ListingPricing): SettlementLine[] {
  const f = pricing.fees;
  const extra = line('extraAmount', 'Extra Amount', pricing.afterPurchaseCostDeduct);
  const inBank = line('inBank', 'In Bank', pricing.setlmentValue);
  const tail = [
    line('freeDelivery', 'Free Delivery', freeDeliveryPrice(pricing)),
    line('priceShouldBe', 'Price Should Be', pricing.priceShouldBe),
  ];
  switch (channel) {
    case 'flipkart':
      return [
        line('commission', 'Commission', f.commission),
        line('shippingFee', 'Shipping Fee', f.shippingFee),
        line('fixedFee', 'Fixed Fee', f.fixedFee),
        line('collectionFee', 'Collection Fee', f.collectionFee),
        line('setlmentValue', 'Settlement Value', pricing.setlmentValue),
        extra,
        inBank,
        ...tail,
      ];
    case 'amazon':
      return [
        line('referalFee', 'Referral Fee', f.referalFee),
        line('closingFee', 'Closing Fee', f.closingFee),
        line('shippingFee', 'Shipping Fee', f.shippingFee),
        line(
          'setlmentValueWithoutShipping',
          'Settlement Value Without Shipping',
          f.setlmentValueWithoutShipping,
        ),
        extra,
        inBank,
        ...tail,
      ];
    case 'meesho':
      return [line('setlmentValue', 'Settlement Value', pricing.setlmentValue), extra, inBank, ...tail];
    case 'littleKid':
    case 'trendyHandy':
      return [
        line('shippingFee', 'Shipping Fee', f.shippingFee),
        line('setlmentValue', 'Settlement Value', pricing.setlmentValue),
        extra,
        inBank,
        ...tail,
      ];
  }
}

/** One step of the drawer's "How the Extra Amount comes about": a figure added, taken away or reached. */
export interface ExtraAmountStep {
  /** The figure's name as the drawer's table or the listing grid names it. */
  readonly label: string;
  readonly sign: '' | '−' | '=';
  /** Rupees. */
  readonly value: number;
}

/** A listing's own costs, as the grid's columns hold them (rupees; a blank is 0). */
export interface ListingCosts {
  readonly profit: number;
  readonly packing: number;
  readonly advertisingCost: number;
  readonly returnCost: number;
  readonly discount: number;
}

/**
 * From the Listing Price to the Extra Amount in the figures the drawer's table and the listing grid
 * show, each by the name they give it (issue 40 #8): the Listing Price, less each fee line of the
 * channel, is In Bank (Amazon passing its Settlement Value Without Shipping); less the GST inside the
 * price, the Purchase Cost, the Profit, Packing, Advertising Cost, Return Cost and Discount, it leaves
 * the Extra Amount (docs/fee-model.md: leftover = settlement − tax − costs). A cost of 0 is left out.
 * Null while nothing is computed.
 */
export function extraAmountSteps(
  channel: Channel,
  pricing: ListingPricing,
  costs: ListingCosts,
): ExtraAmountStep[] | null {
  const { listingPrice, setlmentValue, taxInsidePrice, purchaseCost, afterPurchaseCostDeduct } = pricing;
  if (
    listingPrice === null ||
    setlmentValue === null ||
    taxInsidePrice === null ||
    purchaseCost === null ||
    afterPurchaseCostDeduct === null
  )
    return null;
  const less = (label: string, value: number | null): ExtraAmountStep[] =>
    value === null || value === 0 ? [] : [{ label, sign: '−', value }];
  const lines = settlementLines(channel, pricing);
  const feeLines = lines
    .slice(
      0,
      lines.findIndex((l) => l.key === 'setlmentValue' || l.key === 'setlmentValueWithoutShipping'),
    )
    .flatMap((l) => less(l.label, l.value));
  // Amazon's table names the settlement before its shipping fee, taken last
  const fees: ExtraAmountStep[] =
    channel === 'amazon' && pricing.fees.setlmentValueWithoutShipping !== null
      ? [
          ...feeLines.filter((s) => s.label !== 'Shipping Fee'),
          {
            label: 'Settlement Value Without Shipping',
            sign: '=',
            value: pricing.fees.setlmentValueWithoutShipping,
          },
          ...feeLines.filter((s) => s.label === 'Shipping Fee'),
        ]
      : feeLines;
  return [
    { label: 'Listing Price', sign: '', value: listingPrice },
    ...fees,
    { label: 'In Bank', sign: '=', value: setlmentValue },
    ...less('GST inside the price', taxInsidePrice),
    ...less('Purchase Cost', purchaseCost),
    ...less('Profit', costs.profit),
    ...less('Packing', costs.packing),
    ...less('Advertising Cost', costs.advertisingCost),
    ...less('Return Cost', costs.returnCost),
    ...less('Discount', costs.discount),
    { label: 'Extra Amount', sign: '=', value: afterPurchaseCostDeduct },
  ];
}
