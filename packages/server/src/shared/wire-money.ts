// Money crosses the wire in rupees with 2 decimals (docs/architecture.md, "GraphQL contract"); inside
// the server and core it is integer paise. This is the one mapping of stored paise to the wire's rupees:
// a resolver, a view or an HTTP answer that gives money out converts it here, once.
import { paiseToRupees, pricingInRupees, type ListingPricing } from '@seller-desk/core';

/** Stored paise as the wire's rupees (exact to the paisa); null stays null. */
export function wireRupees(paise: number): number;
export function wireRupees(paise: number | null): number | null;
export function wireRupees(paise: number | null): number | null {
  return paise === null ? null : paiseToRupees(paise);
}

/** A listing's derived values, priced in paise (core's priceListing), as the wire's rupees. */
export const wirePricing = (pricing: ListingPricing): ListingPricing => pricingInRupees(pricing);
