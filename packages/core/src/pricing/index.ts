// The public pricing API of core (fee-model.md). Server resolvers and the web app call only these.
export { CHANNELS, CHANNEL_INFO, isChannel } from './channels.ts';
export type { Channel, ChannelInfo, LossProfit } from './channels.ts';
export {
  AMAZON_CLOSING_FEE_BANDS,
  BLANK_SLAB,
  DEFAULT_FLIPKART_SLABS,
  amazonClosingFee,
  defaultFlipkartSlabs,
  dropBlankSlabs,
  isBlankSlab,
  padAmazonCategory,
  padFlipkartCategory,
  padSlabs,
  slabValue,
  validateSlabs,
} from './slabs.ts';
export type { AmazonCategoryFees, ClosingFeeBand, FlipkartCategoryFees, Slab, SlabProblem } from './slabs.ts';
export {
  MAX_AMOUNT_RUPEES,
  isPreparedCategory,
  prepareAmazonCategory,
  prepareCategory,
  prepareFlipkartCategory,
} from './model.ts';
export type {
  CategoryInput,
  PreparedAmazonCategory,
  PreparedCategory,
  PreparedFlipkartCategory,
  PricingListing,
  PricingProblem,
  PricingProduct,
} from './model.ts';
export { labelOfLeftoverPaise, lossProfitLabel, priceCellClass, PERFECT_BELOW_PAISE } from './labels.ts';
export type { PriceCellClass } from './labels.ts';
export {
  computeListingPricing,
  listingDimensions,
  referencePriceShouldBe,
  solvePriceShouldBe,
} from './fee-model.ts';
export type { FeeLines, ListingPricing, PricingOptions } from './fee-model.ts';
export { PRICE_SEARCH_CEILING } from './price-solver.ts';
export { freeDeliveryPrice, settlementLines } from './settlement-lines.ts';
export type { SettlementLine } from './settlement-lines.ts';
export { computeSoldOrderLine } from './sold-order-line.ts';
export type { SoldOrderLine, SoldOrderLineInput, SoldOrderLineIssue } from './sold-order-line.ts';
export { WHOLESALE_MARGINS, retailPrice, wholesalePriceFor, wholesalePrices } from './price-lists.ts';
export type { WholesalePrices } from './price-lists.ts';
