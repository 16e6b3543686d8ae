export { validateProductInput, productFieldLabel } from './validate-product-input.ts';
export type { FieldProblem, ProductInputFields } from './validate-product-input.ts';
export { imageUrl, isStoredImageUrl, thumbnailUrl } from './image-urls.ts';
export * from './name-match.ts';
export * from './sku-match.ts';
export * from './bulk-input.ts';
export * from './bulk-product-input.ts';
export { boxLines } from './bulk-rows.ts';
export {
  LISTING_DIMENSION_FIELDS,
  LISTING_MONEY_FIELDS,
  MAX_AMOUNT_RUPEES,
  MAX_AMOUNT_TEXT,
  dimensionInputProblem,
  isLive,
  joinedTexts,
  moneyInputProblem,
} from './listing-fields.ts';
export type { ListingDimensionField, ListingMoneyField } from './listing-fields.ts';
export * from './sku-tool-tax.ts';
