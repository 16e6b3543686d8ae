export { validateProductInput, productFieldLabels } from './validate-product-input.ts';
export type { FieldProblem, ProductInputFields } from './validate-product-input.ts';
export { imageUrl, isStoredImageUrl, thumbnailUrl } from './image-urls.ts';
export * from './name-match.ts';
export * from './bulk-input.ts';
