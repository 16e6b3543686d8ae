import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('listings paging beyond 1000 rows', () => {
  let t: TestApp;
  const N = 1205;
  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.database;
    const at = new Date().toISOString();
    await db
      .insertInto('products')
      .values({
        id: 'p-1',
        product_name: 'Bottle',
        purchase_cost_paise: 10000,
        gst: 5,
        product_image: '[]',
        search_keyword: '[]',
        for_sale: false,
        stage: 'DRAFT',
        version: 1,
        created_at: at,
        created_by: null,
        updated_at: at,
        updated_by: null,
      })
      .execute();
    const rows = Array.from({ length: N }, (_, i) => ({
      id: `l-${String(i).padStart(5, '0')}`,
      channel: 'littleKid' as const,
      sno: i + 1,
      skuid: `LK-${i}`,
      listing_price_paise: 49900,
      profit_paise: 4000,
      packing_paise: 1000,
      advertising_cost_paise: 500,
      return_cost_paise: 1500,
      discount_paise: 0,
      shipping_fee_paise: 6000,
      stage: 'DRAFT' as const,
      version: 1,
      created_at: at,
      created_by: null,
      updated_at: at,
      updated_by: null,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('listings')
        .values(rows.slice(i, i + 200))
        .execute();
    const links = rows.map((r) => ({ listing_id: r.id, product_id: 'p-1', position: 0 }));
    for (let i = 0; i < links.length; i += 300)
      await db
        .insertInto('listing_products')
        .values(links.slice(i, i + 300))
        .execute();
    await db
      .updateTable('listing_sequences')
      .set({ last_sno: N })
      .where('channel', '=', 'littleKid')
      .execute();
  });
  afterAll(() => t.close());

  it('returns all 1,205 listings with derived values in one page and in pages, with the count', async () => {
    const all = await t.user.gql<{
      littleKidListings: { id: string; setlmentValue: number }[];
      littleKidListingCount: number;
    }>(`{ littleKidListings(first: 10000) { id setlmentValue } littleKidListingCount }`);
    expect(all.data!.littleKidListingCount).toBe(N);
    expect(all.data!.littleKidListings).toHaveLength(N);
    expect(new Set(all.data!.littleKidListings.map((l) => l.setlmentValue))).toEqual(new Set([428.2]));
    const first = await t.user.gql<{ littleKidListings: { id: string }[] }>(`{ littleKidListings { id } }`);
    expect(first.data!.littleKidListings).toHaveLength(1000);
    const rest = await t.user.gql<{ littleKidListings: { id: string }[] }>(
      `{ littleKidListings(first: 1000, skip: 1000) { id } }`,
    );
    expect(rest.data!.littleKidListings).toHaveLength(205);
    expect([...first.data!.littleKidListings, ...rest.data!.littleKidListings].map((l) => l.id)).toEqual(
      all.data!.littleKidListings.map((l) => l.id),
    );
    const next = await t.user.gql<{ createLittleKidListing: { sno: number } }>(
      `mutation { createLittleKidListing(data: {skuid: "LK-NEW"}) { sno } }`,
    );
    expect(next.data!.createLittleKidListing.sno).toBe(N + 1);
  });

  it('refuses a page larger than 10000', async () => {
    const r = await t.user.gql(`{ littleKidListings(first: 10001) { id } }`);
    expect(r.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});
