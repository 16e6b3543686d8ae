// The public pricing API of core (docs/fee-model.md; packages/core/README.md maps each section to its file).
export { CHANNELS, CHANNEL_INFO, channelInfo, isChannel } from './channels.ts';
export type { Channel, ChannelInfo, LossProfit } from './channels.ts';
export {
  BLANK_SLAB,
  DEFAULT_FLIPKART_SLABS,
  defaultFlipkartSlabs,
  dropBlankSlabs,
  isBlankSlab,
  padAmazonCategory,
  padFlipkartCategory,
  padSlabs,
  validateSlabs,
} from './slabs.ts';
export type { AmazonCategoryFees, FlipkartCategoryFees, Slab, SlabProblem } from './slabs.ts';
export { isBlankSlabRow, mergeCategoryEdit, mergeSlabRows, slabNumber, slabRangeKey } from './slab-merge.ts';
export type { SlabRow } from './slab-merge.ts';
export {
  BEFORE_ANY_BILL_DATE,
  GST_START,
  dateFromDayFirst,
  dateInWords,
  dayFirstDate,
  effectiveDateProblem,
  indiaDate,
  indiaDateTime,
  indiaDayEnd,
  indiaDayStart,
  isIsoDate,
  oldestFirst,
  typedDateProblem,
  versionAt,
} from './dated.ts';
export type { Dated, IsoDate } from './dated.ts';
export {
  DEFAULT_FEE_SCHEDULE,
  DEFAULT_FEE_SCHEDULES,
  DEFAULT_SCHEDULE_FROM,
  closingFeeBandsOf,
  closingFeeBandsText,
  FEE_SCHEDULE_COLUMNS,
  scheduleFieldsOf,
  sortSchedule,
  validateFeeSchedule,
} from './fee-schedule.ts';
export type {
  ClosingFeeBand,
  ClosingFeeBandDraft,
  FeeScheduleVersion,
  FeeScheduleVersionDraft,
  FeeSchedules,
  VersionProblem,
} from './fee-schedule.ts';
export {
  DEFAULT_GST_RULES,
  GST_RULE_COLUMNS,
  MAX_GST_THRESHOLD_RUPEES,
  gstRuleAt,
  hsnDigits,
  prepareGstRules,
  taxPercentAt,
  validateGstRules,
} from './gst-rules.ts';
export type {
  GstBand,
  GstRule,
  GstRuleDraft,
  GstRuleProblem,
  PreparedGstRule,
  PreparedGstRules,
  ProductTax,
} from './gst-rules.ts';
export { defaultScheduleOf, isPreparedCard, prepareCard, prepareCategory } from './rate-card.ts';
export type { CategoryInput, PreparedCard, PricingProblem } from './rate-card.ts';
export { readInputs } from './inputs.ts';
export type {
  GstContext,
  GstMode,
  MoneyUnit,
  PricingListing,
  PricingModel,
  PricingProduct,
} from './inputs.ts';
export {
  PERFECT_BELOW_PAISE,
  isPerfectLeftover,
  labelOfLeftover,
  labelOfLeftoverPaise,
  lossProfitLabel,
  priceCellClass,
} from './labels.ts';
export type { PriceCellClass } from './labels.ts';
export {
  computeListingPricing,
  listingDimensions,
  priceListing,
  pricingInRupees,
  referencePriceShouldBe,
  solvePriceShouldBe,
} from './fee-model.ts';
export type { FeeLines, ListingPricing, PricingOptions } from './fee-model.ts';
export { PRICE_SEARCH_CEILING } from './price-solver.ts';
export { extraAmountSteps, freeDeliveryPrice, settlementLines } from './settlement-lines.ts';
export type { ExtraAmountStep, ListingCosts, SettlementLine } from './settlement-lines.ts';
export { computeSoldOrderLine } from './sold-order-line.ts';
export type { SoldOrderLine, SoldOrderLineInput, SoldOrderLineIssue } from './sold-order-line.ts';
export {
  WHOLESALE_MARGINS,
  costFromFinalPrice,
  retailPrice,
  wholesalePriceFor,
  wholesalePrices,
} from './price-lists.ts';
export type { WholesalePrices } from './price-lists.ts';
