import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productsRepository, type ProductValues } from '../../modules/products/products.repository.ts';
import { down, up } from './016-product-unit.ts';

// Decision 147: a product has its own unit of quantity; every product stored before migration 016 counts
// in pieces, on both databases.
describe('migration 016: a unit of quantity on every product', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unitOf = async (id: string) =>
    (
      await t.user.gql<{ product: { productName: string; unit: string } }>(
        `query($id: ID!) { product(where: {id: $id}) { productName unit } }`,
        { id },
      )
    ).data!.product;

  it('gives the products stored before it PCS, and runs back and again without harm', async () => {
    const db = t.app.database.db;
    const kept = await createProduct(t.user, { productName: 'Steel kettle' });
    // as before the migration: products have no unit; a product is stored as an earlier version did
    await down(db as unknown as Kysely<unknown>);
    await productsRepository.insert(
      db,
      'old-cloth',
      { productName: 'Cotton fabric', forSale: false } as ProductValues,
      '2026-11-01T00:00:00.000Z',
      null,
    );
    await up(db as unknown as Kysely<unknown>);
    expect(await unitOf(kept.id)).toEqual({ productName: 'Steel kettle', unit: 'PCS' });
    expect(await unitOf('old-cloth')).toEqual({ productName: 'Cotton fabric', unit: 'PCS' });
  });
});
