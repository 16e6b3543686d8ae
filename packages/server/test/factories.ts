import type { Agent } from './test-app.ts';

let n = 0;

/** A valid product input; override any field. */
export function productInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  n++;
  return {
    productName: `Product ${String(n).padStart(5, '0')}`,
    purchaseCost: 120.5,
    stock: 10,
    gst: 18,
    hsnCode: '3924',
    productImage: [],
    searchKeyword: ['kitchen'],
    amazonKeyword: 'bottle',
    productLength: 10,
    breadth: 5,
    height: 20,
    weight: 0.4,
    rackNo: 'A1',
    forSale: false,
    ...overrides,
  };
}

export const PRODUCT_FIELDS = `id productName purchaseCost stock gst hsnCode productImage img searchKeyword amazonKeyword
  productLength breadth height weight rackNo forSale stage publishedAt updatedAt version`;

export async function createProduct(agent: Agent, overrides: Record<string, unknown> = {}) {
  const r = await agent.gql<{ createProduct: Record<string, unknown> & { id: string; version: number } }>(
    `mutation($data: ProductInput!) { createProduct(data: $data) { ${PRODUCT_FIELDS} } }`,
    { data: productInput(overrides) },
  );
  if (!r.data) throw new Error(`createProduct failed: ${JSON.stringify(r.errors)}`);
  return r.data.createProduct;
}
