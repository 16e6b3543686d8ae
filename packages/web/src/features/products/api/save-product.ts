import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProduct } from './create-product.ts';
import { productsQueryKey } from './get-products.ts';
import type { Product, ProductInput } from './product-fields.ts';
import { publishProduct } from './publish-product.ts';
import { updateProduct } from './update-product.ts';

export type SaveProductArgs = { id: null; data: ProductInput } | { id: string; data: ProductInput };

/** Spec §4: create or update, then publish (to PUBLISHED); the list is then reloaded. */
export async function saveProduct({ id, data }: SaveProductArgs): Promise<Product> {
  const saved = id === null ? await createProduct(data) : await updateProduct(id, data);
  return publishProduct(saved.id);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
