import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  LISTING_CHANNELS,
  createCategory,
  createProduct,
  storeNameTakenButForCase,
} from '../../../test/factories.ts';

// The bulk tools' batch mutations through the API (docs/bulk.md): a result per row in input order, a bad
// row fails alone with its field, names matched without case (none or two is the row's error), a re-run
// stores nothing twice, and a call of more than 1,000 rows is refused with the way to send it.

interface Result {
  row: number;
  ok: boolean;
  id: string | null;
  error: { field: string | null; message: string } | null;
}
const RESULT = 'row ok id error { field message }';

describe('bulk product mutations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const createMany = async (data: unknown[]) => {
    const r = await t.user.gql<{ createManyProducts: Result[] }>(
      `mutation($data: [ProductInput!]!) { createManyProducts(data: $data) { ${RESULT} } }`,
      { data },
    );
    return r;
  };
  const updateMany = async (data: unknown[]) =>
    t.user.gql<{ updateManyProducts: Result[] }>(
      `mutation($data: [ProductUpdateManyInput!]!) { updateManyProducts(data: $data) { ${RESULT} } }`,
      { data },
    );
  const named = async (prefix: string) =>
    (await t.app.database.db.selectFrom('products').select(['product_name', 'purchase_cost_paise']).execute())
      .filter((p) => p.product_name.startsWith(prefix))
      .sort((a, b) => a.product_name.localeCompare(b.product_name));

  it('1,000 rows with row 500 bad: 999 stored, row 500 names its field; a re-run stores nothing twice', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      productName: `Bulk ${String(i + 1).padStart(4, '0')}`,
      purchaseCost: i === 499 ? -5 : 10 + i,
      gst: 5,
      hsnCode: '9608',
    }));
    const first = await createMany(rows);
    expect(first.errors).toBeUndefined();
    const results = first.data!.createManyProducts;
    expect(results).toHaveLength(1000);
    expect(results.map((r) => r.row)).toEqual(rows.map((_, i) => i + 1));
    expect(results.filter((r) => !r.ok)).toEqual([
      {
        row: 500,
        ok: false,
        id: null,
        error: { field: 'purchaseCost', message: 'Purchase Cost must be a number of 0 or more' },
      },
    ]);
    expect(await named('Bulk ')).toHaveLength(999);

    rows[499]!.purchaseCost = 20;
    const again = (await createMany(rows)).data!.createManyProducts;
    expect(again.filter((r) => r.ok).map((r) => r.row)).toEqual([500]);
    expect(again[0]!.error).toEqual({
      field: 'productName',
      message: 'A product named “Bulk 0001” exists already',
    });
    expect(await named('Bulk ')).toHaveLength(1000);
  }, 60_000);

  it('refuses a name stored already in another case, and two rows of one name in a call', async () => {
    await createProduct(t.user, { productName: 'Steel Spoon' });
    const r = (
      await createMany([{ productName: 'STEEL SPOON' }, { productName: 'Fork' }, { productName: 'fork' }])
    ).data!.createManyProducts;
    expect(r.map((x) => [x.ok, x.error?.message ?? null])).toEqual([
      [false, 'A product named “STEEL SPOON” exists already'],
      [true, null],
      [false, 'A product named “fork” exists already'],
    ]);
  });

  it('updates by product name without case; an unknown or ambiguous name is that row’s error', async () => {
    const a = await createProduct(t.user, { productName: 'Glass Jar', purchaseCost: 50 });
    await createProduct(t.user, { productName: 'Lid' });
    await storeNameTakenButForCase(t, 'LID');
    const r = await updateMany([
      { where: { productName: 'glass jar' }, data: { purchaseCost: 55.5, gst: 12 } },
      { where: { productName: 'Nothing Here' }, data: { purchaseCost: 1 } },
      { where: { productName: 'lid' }, data: { purchaseCost: 2 } },
      { where: { id: a.id }, data: { hsnCode: '7013' } },
    ]);
    expect(r.errors).toBeUndefined();
    expect(
      r.data!.updateManyProducts.map((x) => [x.ok, x.error?.field ?? null, x.error?.message ?? null]),
    ).toEqual([
      [true, null, null],
      [false, 'productName', 'No product is named “Nothing Here”'],
      [
        false,
        'productName',
        '2 products are named “lid” (differing only in case): update it by id, or rename one',
      ],
      [true, null, null],
    ]);
    const got = await t.user.gql<{ product: { purchaseCost: number; gst: number; hsnCode: string } }>(
      `query($id: ID!) { product(where: {id: $id}) { purchaseCost gst hsnCode } }`,
      { id: a.id },
    );
    expect(got.data!.product).toEqual({ purchaseCost: 55.5, gst: 12, hsnCode: '7013' });
  });

  it('refuses more than 1,000 rows in one call, telling the client to send chunks', async () => {
    const r = await createMany(Array.from({ length: 10_000 }, (_, i) => ({ productName: `Too many ${i}` })));
    expect(r.data).toBeNull();
    expect(r.errors![0]!.message).toBe(
      '10,000 rows in one call is more than the 1,000 a call takes: send them in chunks of at most 1,000',
    );
    expect(await named('Too many')).toHaveLength(0);
  });

  it('is refused to a caller who is not signed in', async () => {
    const r = await t.anon.gql(`mutation { createManyProducts(data: [{productName: "X"}]) { row } }`);
    expect(r.errors![0]!.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('bulk listing mutations', () => {
  let t: TestApp;
  let pen: { id: string };
  let pencil: { id: string };
  let stationery: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    pen = await createProduct(t.user, { productName: 'Blue Pen', purchaseCost: 180, gst: 5 });
    pencil = await createProduct(t.user, { productName: 'Red Pencil', purchaseCost: 20 });
    await createProduct(t.user, { productName: 'Ink' });
    await storeNameTakenButForCase(t, 'INK');
    stationery = await createCategory(t.user, 'Flipkart', {
      name: 'Stationery',
      commissionPercent: [{ from: 300, to: 500, precent: 12 }],
      fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
      collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
    });
  });
  afterAll(() => t.close());

  const SELECT = 'skuid listingPrice products { id } priceShouldBe';

  for (const c of LISTING_CHANNELS) {
    it(`${c.name}: creates by SKU with products (and category) by name, a bad row alone; update by SKU`, async () => {
      const sku = (n: number) => `${c.name}-BULK-${n}`;
      const rows = [
        {
          skuid: sku(1),
          listingPrice: 499,
          profit: 40,
          packing: 10,
          advertisingCost: 5,
          returnCost: 15,
          discount: 0,
          ...(c.shipping ? { shippingFee: 60 } : {}),
          productNames: ['blue pen'],
          ...(c.name === 'Flipkart' ? { categoryName: 'STATIONERY' } : {}),
        },
        { skuid: sku(2), productNames: ['Nobody'] },
        { skuid: sku(3), productNames: ['ink'] },
        { skuid: sku(4), listingPrice: 299, productNames: ['Blue Pen', 'red pencil'] },
        { skuid: '  ' },
        ...(c.category === 'flipkartProductCategory' ? [{ skuid: sku(5), categoryName: 'Toys' }] : []),
      ];
      const create = await t.user.gql<Record<string, Result[]>>(
        `mutation($data: [${c.name}ListingBulkInput!]!) { createMany${c.name}Listings(data: $data) { ${RESULT} } }`,
        { data: rows },
      );
      expect(create.errors).toBeUndefined();
      const results = create.data![`createMany${c.name}Listings`]!;
      expect(results.map((r) => [r.row, r.ok, r.error?.field ?? null, r.error?.message ?? null])).toEqual([
        [1, true, null, null],
        [2, false, 'productNames', 'No product is named “Nobody”'],
        [
          3,
          false,
          'productNames',
          '2 products are named “ink” (differing only in case): rename one so the name says which',
        ],
        [4, true, null, null],
        [5, false, 'skuid', 'SKU must not be empty'],
        ...(c.category === 'flipkartProductCategory'
          ? [[6, false, 'categoryName', 'No Flipkart category is named “Toys”']]
          : []),
      ]);
      const list = await t.user.gql<Record<string, { skuid: string; products: { id: string }[] }[]>>(
        `{ ${c.list} { ${SELECT} } }`,
      );
      const stored = list.data![c.list]!.filter((l) => l.skuid.startsWith(`${c.name}-BULK-`));
      expect(stored.map((l) => [l.skuid, l.products.map((p) => p.id)])).toEqual([
        [sku(1), [pen.id]],
        [sku(4), [pen.id, pencil.id]],
      ]);
      if (c.name === 'Flipkart') {
        // the worked example of docs/fee-model.md, linked by names
        expect(list.data![c.list]!.find((l) => l.skuid === sku(1))).toMatchObject({ priceShouldBe: 431 });
      }

      // re-running the same create stores nothing twice
      const again = await t.user.gql<Record<string, Result[]>>(
        `mutation($data: [${c.name}ListingBulkInput!]!) { createMany${c.name}Listings(data: $data) { ${RESULT} } }`,
        { data: [rows[0]] },
      );
      expect(again.data![`createMany${c.name}Listings`]![0]).toMatchObject({
        ok: false,
        error: {
          field: 'skuid',
          message: `SKU ${sku(1)} is already listed on ${c.name === 'LittleKid' ? 'Little Kid' : c.name === 'TrendyHandy' ? 'Trendy Handy' : c.name}`,
        },
      });

      const update = await t.user.gql<Record<string, Result[]>>(
        `mutation($data: [${c.name}ListingUpdateManyInput!]!) { updateMany${c.name}Listings(data: $data) { ${RESULT} } }`,
        {
          data: [
            { where: { skuid: sku(4) }, data: { listingPrice: 350, productNames: ['RED PENCIL'] } },
            { where: { skuid: 'NO-SUCH-SKU' }, data: { listingPrice: 1 } },
            { where: { skuid: sku(1) }, data: { listingPrice: 520 } },
          ],
        },
      );
      expect(update.errors).toBeUndefined();
      expect(
        update.data![`updateMany${c.name}Listings`]!.map((r) => [r.ok, r.error?.message ?? null]),
      ).toEqual([
        [true, null],
        [
          false,
          `No ${c.name === 'LittleKid' ? 'Little Kid' : c.name === 'TrendyHandy' ? 'Trendy Handy' : c.name} listing has SKU NO-SUCH-SKU`,
        ],
        [true, null],
      ]);
      const after = await t.user.gql<
        Record<string, { skuid: string; listingPrice: number; products: { id: string }[] }[]>
      >(`{ ${c.list} { ${SELECT} } }`);
      const byId = new Map(after.data![c.list]!.map((l) => [l.skuid, l]));
      expect(byId.get(sku(4))).toMatchObject({ listingPrice: 350, products: [{ id: pencil.id }] });
      // products not named in the update keep their links
      expect(byId.get(sku(1))).toMatchObject({ listingPrice: 520, products: [{ id: pen.id }] });
    });
  }

  it('keeps the category link of a Flipkart listing whose update names none', async () => {
    const r = await t.user.gql<{
      flipkartListings: { skuid: string; flipkartProductCategory: { id: string } | null }[];
    }>(`{ flipkartListings { skuid flipkartProductCategory { id } } }`);
    expect(
      r.data!.flipkartListings.find((l) => l.skuid === 'Flipkart-BULK-1')!.flipkartProductCategory,
    ).toEqual({
      id: stationery.id,
    });
  });

  it('a channel without categories refuses a category name (Meesho has no such field)', async () => {
    const r = await t.user.gql(
      `mutation { createManyMeeshoListings(data: [{skuid: "M-X", categoryName: "Stationery"}]) { row } }`,
    );
    expect(r.errors![0]!.message).toContain('categoryName');
  });

  describe('update chunks', () => {
    const updateFlipkart = (data: unknown[]) =>
      t.user.gql<{ updateManyFlipkartListings: Result[] }>(
        `mutation($data: [FlipkartListingUpdateManyInput!]!) { updateManyFlipkartListings(data: $data) { ${RESULT} } }`,
        { data },
      );
    const stored = async (prefix: string) =>
      (
        await t.user.gql<{
          flipkartListings: {
            id: string;
            skuid: string;
            listingPrice: number | null;
            products: { id: string }[];
          }[];
        }>(`{ flipkartListings(first: 1000) { id skuid listingPrice products { id } } }`)
      ).data!.flipkartListings.filter((l) => l.skuid.startsWith(prefix));

    it('a chunk written set-based: good rows stored with new links and an audit row each, bad rows alone', async () => {
      await t.user.gql(
        `mutation { createManyFlipkartListings(data: [
          {skuid: "SET-1", listingPrice: 100, productNames: ["Blue Pen"]},
          {skuid: "SET-2", listingPrice: 100, productNames: ["Blue Pen"]},
          {skuid: "SET-3", listingPrice: 100}]) { ok } }`,
      );
      const [one] = await stored('SET-1');
      const r = await updateFlipkart([
        { where: { skuid: 'SET-1' }, data: { listingPrice: 150, productNames: ['red pencil', 'BLUE PEN'] } },
        { where: { skuid: 'SET-2' }, data: { listingPrice: -5 } },
        { where: { id: one!.id, skuid: 'SET-1' }, data: { listingPrice: 1 } },
        { where: { skuid: 'SET-3' }, data: { listingPrice: 120, productNames: ['Nobody'] } },
        { where: { skuid: 'SET-3' }, data: { discount: 7 } },
      ]);
      // the last row changes SET-3 a second time: the chunk goes row by row, in order, with the same results
      expect(r.data!.updateManyFlipkartListings.map((x) => [x.row, x.ok, x.error?.field ?? null])).toEqual([
        [1, true, null],
        [2, false, 'listingPrice'],
        [3, false, 'where'],
        [4, false, 'productNames'],
        [5, true, null],
      ]);
      const setBased = await updateFlipkart([
        { where: { skuid: 'SET-2' }, data: { listingPrice: 210, productNames: [] } },
        { where: { skuid: 'NO-SUCH' }, data: { listingPrice: 1 } },
        { where: { skuid: 'SET-3' }, data: { listingPrice: 130, productNames: ['Blue Pen'] } },
      ]);
      expect(
        setBased.data!.updateManyFlipkartListings.map((x) => [x.row, x.ok, x.error?.message ?? null]),
      ).toEqual([
        [1, true, null],
        [2, false, 'No Flipkart listing has SKU NO-SUCH'],
        [3, true, null],
      ]);
      expect(
        (await stored('SET-')).map((l) => [l.skuid, l.listingPrice, l.products.map((p) => p.id)]),
      ).toEqual([
        ['SET-1', 150, [pencil.id, pen.id]],
        ['SET-2', 210, []],
        ['SET-3', 130, [pen.id]],
      ]);
      const audits = await t.app.database.db
        .selectFrom('audit_log')
        .select(['entity_id', 'action', 'after'])
        .where('entity', '=', 'listing')
        .where('action', '=', 'update')
        .where('entity_id', '=', setBased.data!.updateManyFlipkartListings[2]!.id!)
        .execute();
      // one for the row-by-row discount, one for the set-based price
      expect(audits).toHaveLength(2);
      expect(audits.map((a) => JSON.parse(a.after!).listingPricePaise).sort()).toEqual([10000, 13000]);
    });

    it('a chunk that renames a SKU is written row by row, so a later row finds the listing by its new SKU', async () => {
      await t.user.gql(
        `mutation { createManyFlipkartListings(data: [{skuid: "REN-1"}, {skuid: "REN-2"}]) { ok } }`,
      );
      const r = await updateFlipkart([
        { where: { skuid: 'REN-1' }, data: { skuid: 'REN-9' } },
        { where: { skuid: 'REN-9' }, data: { listingPrice: 99 } },
        { where: { skuid: 'REN-2' }, data: { skuid: 'REN-9' } },
      ]);
      expect(r.data!.updateManyFlipkartListings.map((x) => [x.ok, x.error?.message ?? null])).toEqual([
        [true, null],
        [true, null],
        [false, 'SKU REN-9 is already listed on Flipkart'],
      ]);
      expect((await stored('REN-')).map((l) => [l.skuid, l.listingPrice])).toEqual([
        ['REN-9', 99],
        ['REN-2', null],
      ]);
    });
  });
});
