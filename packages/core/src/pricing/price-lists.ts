// Retail and wholesale price lists (docs/fee-model.md "Price lists"; docs/screens.md, Retail Price).
import { rupeesToPaise } from '../money/index.ts';

/** Wholesale margin in rupees by order size: 10 pieces, 100 pieces, 200 pieces or more. */
export const WHOLESALE_MARGINS = { qty10: 30, qty100: 20, qty200: 10 } as const;

export interface WholesalePrices {
  readonly qty10: number;
  readonly qty100: number;
  readonly qty200: number;
}

const valid = (cost: number | null | undefined): cost is number =>
  typeof cost === 'number' && Number.isFinite(cost);

/** Retail price = 2 × purchase cost; null when the cost is missing. */
export function retailPrice(purchaseCost: number | null | undefined): number | null {
  return valid(purchaseCost) ? (2 * rupeesToPaise(purchaseCost)) / 100 : null;
}

/** Wholesale prices = purchase cost + 30 (10 pieces), + 20 (100 pieces), + 10 (200 pieces or more). */
export function wholesalePrices(purchaseCost: number | null | undefined): WholesalePrices | null {
  if (!valid(purchaseCost)) return null;
  const cost = rupeesToPaise(purchaseCost);
  return {
    qty10: (cost + WHOLESALE_MARGINS.qty10 * 100) / 100,
    qty100: (cost + WHOLESALE_MARGINS.qty100 * 100) / 100,
    qty200: (cost + WHOLESALE_MARGINS.qty200 * 100) / 100,
  };
}

/** The wholesale price for an order of `quantity` pieces (below 10 pieces: the 10-piece price). */
export function wholesalePriceFor(purchaseCost: number | null | undefined, quantity: number): number | null {
  const prices = wholesalePrices(purchaseCost);
  if (prices === null) return null;
  if (quantity >= 200) return prices.qty200;
  if (quantity >= 100) return prices.qty100;
  return prices.qty10;
}

/**
 * The purchase cost stored for a product added from a price list with a Final Price: the Final Price is
 * the retail price the list shows, and retail = 2 × cost, so the cost is half of it (to the paisa, half
 * a paisa rounded up) and the list shows the Final Price back (docs/bulk.md, decision 100).
 */
export function costFromFinalPrice(finalPrice: number): number {
  return Math.round(rupeesToPaise(finalPrice) / 2) / 100;
}
