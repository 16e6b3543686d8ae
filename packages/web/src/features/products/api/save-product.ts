import { createProduct } from './create-product.ts';
import type { Product, ProductInput } from './product-fields.ts';
import { publishProduct } from './publish-product.ts';
import { updateProduct } from './update-product.ts';

export type SaveProductArgs = { id: null; data: ProductInput } | { id: string; data: ProductInput };

/** docs/architecture.md (drafts and publishing): create or update, then publish (to PUBLISHED); the list is then reloaded. */
export async function saveProduct({ id, data }: SaveProductArgs): Promise<Product> {
  const saved = id === null ? await createProduct(data) : await updateProduct(id, data);
  return publishProduct(saved.id);
}
