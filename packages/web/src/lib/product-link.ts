/** The products screen (docs/screens.md, Product). */
export const PRODUCTS_PATH = '/products';

/** The products screen with one product's form open (`?product=<id>`), as the GST return's HSN checks link. */
export function productPath(productId: string): string {
  return `${PRODUCTS_PATH}?${new URLSearchParams({ product: productId })}`;
}
