import { referencePriceShouldBe } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_CHANNELS,
  createCategory,
  createListing,
  createProduct,
  listingFields,
  type ListingChannelCase,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Row = Record<string, unknown> & { id: string; version: number; skuid: string };

const DERIVED = `purchaseCost totalShippingFee setlmentValue taxInsidePrice afterPurchaseCostDeduct lossProfit
  priceShouldBe priceCellClass freeDelivery img productName rackNo hsnCode live
  fees { commission fixedFee collectionFee referalFee closingFee shippingFee setlmentValueWithoutShipping }
  dimensions { productLength breadth height weight } settlementLines { label value } problems { field message }`;

const ops = (c: ListingChannelCase) => ({
  update: `mutation($where: ListingWhereUniqueInput!, $data: ${c.name}ListingInput!) {
    update${c.name}Listing(where: $where, data: $data) { ${listingFields(c)} } }`,
  remove: `mutation($id: ID!) { delete${c.name}Listing(where: {id: $id}) { id skuid } }`,
  removeMany: `mutation($ids: [ID!]!) { deleteMany${c.name}Listings(ids: $ids) { id ok message } }`,
  publish: `mutation($id: ID!, $to: Stage!) { publish${c.name}Listing(where: {id: $id}, to: $to) { id skuid stage publishedAt version } }`,
  list: `query($first: Int, $skip: Int) { ${c.list}(first: $first, skip: $skip) { ${listingFields(c)} } ${c.list.replace(/Listings$/, 'ListingCount')} }`,
});

const errorOf = (r: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0];

describe.each(LISTING_CHANNELS)('$name listings', (c) => {
  let t: TestApp;
  let category: { id: string; name: string } | undefined;
  const q = ops(c);
  const withCategory = (data: Record<string, unknown> = {}) =>
    c.category && category ? { [c.category]: { connect: { id: category.id } }, ...data } : data;
  beforeAll(async () => {
    t = await createTestApp();
    if (c.category) category = await createCategory(t.user, c.name === 'Flipkart' ? 'Flipkart' : 'Amazon');
  });
  afterAll(() => t.close());

  it('creates a DRAFT listing with money in rupees, stored as paise, linked to its products', async () => {
    const a = await createProduct(t.user);
    const b = await createProduct(t.user);
    const l = await createListing(
      t.user,
      c,
      withCategory({
        skuid: '  ABC-1 ',
        listingPrice: 499.5,
        products: { connect: [{ id: a.id }, { id: b.id }] },
      }),
    );
    expect(l).toMatchObject({
      skuid: 'ABC-1',
      listingPrice: 499.5,
      profit: 40,
      packing: 10,
      advertisingCost: 5,
      returnCost: 15,
      discount: 0,
      stage: 'DRAFT',
      publishedAt: null,
      version: 1,
      products: [{ id: a.id }, { id: b.id }],
      ...(c.shipping ? { shippingFee: 60 } : {}),
      ...(c.category ? { [c.category]: { id: category!.id, name: category!.name } } : {}),
    });
    expect(l.sno).toBeGreaterThan(0);
    const row = await t.app.database.db
      .selectFrom('listings')
      .select(['listing_price_paise', 'shipping_fee_paise'])
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.listing_price_paise)).toBe(49950);
    expect(row.shipping_fee_paise === null ? null : Number(row.shipping_fee_paise)).toBe(
      c.shipping ? 6000 : null,
    );
    const list = await t.user.gql<Record<string, Row[]>>(q.list, { first: 10000 });
    expect(list.data![c.list]!.find((x) => x.id === l.id)).toEqual(l);
  });

  it('numbers listings in creation order (sno) and lists them in that order with a count', async () => {
    const x = await createListing(t.user, c, withCategory());
    const y = await createListing(t.user, c, withCategory());
    expect(y.sno).toBe(x.sno + 1);
    const list = await t.user.gql<Record<string, (Row & { sno: number })[] | number>>(q.list, {
      first: 10000,
    });
    const rows = list.data![c.list] as (Row & { sno: number })[];
    expect(rows.map((r) => r.sno)).toEqual([...rows.map((r) => r.sno)].sort((m, n) => m - n));
    expect(Object.values(list.data!).find((v) => typeof v === 'number')).toBe(rows.length);
  });

  it('updates by id and by SKU (back to DRAFT, version bumped, set replaces the links), then publishes', async () => {
    const a = await createProduct(t.user);
    const b = await createProduct(t.user);
    const l = await createListing(t.user, c, withCategory({ products: { connect: [{ id: a.id }] } }));
    const up = await t.user.gql<Record<string, Row>>(q.update, {
      where: { id: l.id },
      data: { profit: 55.25, products: { set: [{ id: b.id }] }, version: l.version },
    });
    expect(errorOf(up)).toBeUndefined();
    expect(up.data![`update${c.name}Listing`]).toMatchObject({
      profit: 55.25,
      version: 2,
      stage: 'DRAFT',
      products: [{ id: b.id }],
    });
    const pub = await t.user.gql<Record<string, Row>>(q.publish, { id: l.id, to: 'PUBLISHED' });
    expect(pub.data![`publish${c.name}Listing`]).toMatchObject({
      stage: 'PUBLISHED',
      version: 3,
      skuid: l.skuid,
    });
    const bySku = await t.user.gql<Record<string, Row>>(q.update, {
      where: { skuid: l.skuid },
      data: { discount: 3, skuid: `${l.skuid}-B` },
    });
    expect(bySku.data![`update${c.name}Listing`]).toMatchObject({
      discount: 3,
      skuid: `${l.skuid}-B`,
      stage: 'DRAFT',
      version: 4,
      products: [{ id: b.id }],
    });
    const unpub = await t.user.gql<Record<string, Row>>(q.publish, { id: l.id, to: 'DRAFT' });
    expect(unpub.data![`publish${c.name}Listing`]).toMatchObject({ stage: 'DRAFT', publishedAt: null });
  });

  it('refuses a stale version with CONFLICT', async () => {
    const l = await createListing(t.user, c, withCategory());
    await t.admin.gql(q.update, { where: { id: l.id }, data: { profit: 1, version: l.version } });
    const stale = await t.user.gql(q.update, {
      where: { id: l.id },
      data: { profit: 2, version: l.version },
    });
    expect(errorOf(stale)).toMatchObject({
      message:
        'Someone else saved this listing since you opened it, so nothing was saved: look at their change, then save again to keep yours',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refuses a SKU already listed on the channel, with the channel named', async () => {
    await createListing(t.user, c, withCategory({ skuid: 'DUP-1' }));
    const r = await t.user.gql(
      `mutation($data: ${c.name}ListingInput!) { create${c.name}Listing(data: $data) { id } }`,
      { data: { skuid: 'DUP-1' } },
    );
    const label = { LittleKid: 'Little Kid', TrendyHandy: 'Trendy Handy' }[c.name as string] ?? c.name;
    expect(errorOf(r)).toMatchObject({
      message: `SKU DUP-1 is already listed on ${label}`,
      extensions: { code: 'BAD_USER_INPUT', field: 'skuid' },
    });
    const other = await createListing(t.user, c, withCategory());
    const rename = await t.user.gql(q.update, { where: { id: other.id }, data: { skuid: 'DUP-1' } });
    expect(errorOf(rename)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'skuid' });
  });

  it('refuses a look-alike of a listed SKU (zero-width, bidi controls) and stores a SKU as people see it (decision 205)', async () => {
    await createListing(t.user, c, withCategory({ skuid: 'LOOK-1' }));
    const label = { LittleKid: 'Little Kid', TrendyHandy: 'Trendy Handy' }[c.name as string] ?? c.name;
    for (const lookAlike of ['LOOK\u200B-1', '\u202ELOOK-1', 'LOOK-1\u200F', '\u2066LOOK\u2060-1\u2069']) {
      const r = await t.user.gql(
        `mutation($data: ${c.name}ListingInput!) { create${c.name}Listing(data: $data) { id } }`,
        { data: { skuid: lookAlike } },
      );
      expect(errorOf(r)).toMatchObject({
        message: `SKU LOOK-1 is already listed on ${label}`,
        extensions: { code: 'BAD_USER_INPUT', field: 'skuid' },
      });
    }
    const stored = await createListing(t.user, c, withCategory({ skuid: '\uFEFFLOOK-2\u200C' }));
    expect(stored.skuid).toBe('LOOK-2');
    const nel = await t.user.gql(
      `mutation($data: ${c.name}ListingInput!) { create${c.name}Listing(data: $data) { id } }`,
      { data: { skuid: 'LOOK\u0085-3' } },
    );
    expect(errorOf(nel)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'skuid' });
  });

  it.each([
    [{ skuid: ' ' }, 'skuid', 'SKU must not be empty'],
    [{ listingPrice: -1 }, 'listingPrice', 'Listing Price must be more than 0'],
    // A price of 0 can never be priced (docs/fee-model.md): refused with the words the row shows.
    [{ listingPrice: 0 }, 'listingPrice', 'Listing Price must be more than 0'],
    [{ profit: -0.5 }, 'profit', 'Profit must be a number of 0 or more'],
    [{ packing: -1 }, 'packing', 'Packing must be a number of 0 or more'],
    [{ advertisingCost: -1 }, 'advertisingCost', 'Advertising Cost must be a number of 0 or more'],
    [{ returnCost: -1 }, 'returnCost', 'Return Cost must be a number of 0 or more'],
    [{ discount: -1 }, 'discount', 'Discount must be a number of 0 or more'],
    [{ productLength: -1 }, 'productLength', 'Length must be a number of 0 or more'],
    [{ breadth: -1 }, 'breadth', 'Breadth must be a number of 0 or more'],
    [{ height: -1 }, 'height', 'Height must be a number of 0 or more'],
    [{ weight: -1 }, 'weight', 'Weight must be a number of 0 or more'],
    [{ listingPrice: 'abc' }, 'listingPrice', undefined],
    [
      { products: { connect: [{ id: 'gone' }] } },
      'products',
      'Product gone no longer exists: it may have been deleted',
    ],
  ])('refuses %j with BAD_USER_INPUT on %s and saves nothing', async (bad, field, message) => {
    const before = await t.user.gql<Record<string, Row[]>>(q.list, { first: 10000 });
    const r = await t.user.gql(
      `mutation($data: ${c.name}ListingInput!) { create${c.name}Listing(data: $data) { id } }`,
      { data: { skuid: 'VALID-1', ...bad } },
    );
    expect(errorOf(r)).toMatchObject({
      ...(message ? { message } : {}),
      extensions: { code: 'BAD_USER_INPUT', field },
    });
    const l = await createListing(t.user, c, withCategory());
    const u = await t.user.gql(q.update, { where: { id: l.id }, data: bad });
    expect(errorOf(u)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
    const after = await t.user.gql<Record<string, Row[]>>(q.list, { first: 10000 });
    expect(after.data![c.list]!.length).toBe(before.data![c.list]!.length + 1);
  });

  it.runIf(c.shipping)('refuses a negative Shipping Fee', async () => {
    const r = await t.user.gql(
      `mutation($data: ${c.name}ListingInput!) { create${c.name}Listing(data: $data) { id } }`,
      { data: { skuid: 'SHIP-1', shippingFee: -5 } },
    );
    expect(errorOf(r)).toMatchObject({
      message: 'Shipping Fee must be a number of 0 or more',
      extensions: { code: 'BAD_USER_INPUT', field: 'shippingFee' },
    });
  });

  it.runIf(!!c.category)('refuses a category that does not exist, and disconnects one', async () => {
    const r = await t.user.gql(
      `mutation($data: ${c.name}ListingInput!) { create${c.name}Listing(data: $data) { id } }`,
      { data: { skuid: 'CAT-1', [c.category!]: { connect: { id: 'no-such-category' } } } },
    );
    expect(errorOf(r)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: c.category } });
    const l = await createListing(t.user, c, withCategory());
    const d = await t.user.gql<Record<string, Row>>(q.update, {
      where: { id: l.id },
      data: { [c.category!]: { disconnect: true } },
    });
    expect(d.data![`update${c.name}Listing`]![c.category!]).toBeNull();
  });

  it('asks for exactly one of id and skuid in where', async () => {
    for (const where of [{}, { id: 'x', skuid: 'y' }]) {
      const r = await t.user.gql(q.update, { where, data: { profit: 1 } });
      expect(errorOf(r)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'where' });
    }
    const r = await t.user.gql(q.update, { where: { skuid: 'NOPE' }, data: { profit: 1 } });
    expect(errorOf(r)?.extensions?.code).toBe('NOT_FOUND');
  });

  it('deletes one, and deletes many in one call with a result per id', async () => {
    const a = await createListing(t.user, c, withCategory());
    const b = await createListing(t.user, c, withCategory());
    const x = await createListing(t.user, c, withCategory());
    const del = await t.user.gql<Record<string, Row>>(q.remove, { id: x.id });
    expect(del.data![`delete${c.name}Listing`]!.id).toBe(x.id);
    const again = await t.user.gql(q.remove, { id: x.id });
    expect(errorOf(again)).toMatchObject({
      message: 'This listing was deleted by someone else',
      extensions: { code: 'NOT_FOUND' },
    });
    const many = await t.user.gql<Record<string, { id: string; ok: boolean; message: string | null }[]>>(
      q.removeMany,
      { ids: [a.id, x.id, b.id] },
    );
    expect(many.data![`deleteMany${c.name}Listings`]).toEqual([
      { id: a.id, ok: true, message: null },
      { id: x.id, ok: false, message: 'This listing was deleted by someone else' },
      { id: b.id, ok: true, message: null },
    ]);
    const list = await t.user.gql<Record<string, Row[]>>(q.list, { first: 10000 });
    expect(list.data![c.list]!.map((r) => r.id)).not.toEqual(expect.arrayContaining([a.id]));
    const stale = await t.user.gql(q.update, { where: { id: a.id }, data: { profit: 1 } });
    expect(errorOf(stale)?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows the product’s SKUs on the product, and deleting the product removes the link', async () => {
    const p = await createProduct(t.user);
    const l = await createListing(t.user, c, withCategory({ products: { connect: [{ id: p.id }] } }));
    const got = await t.user.gql<{ product: Record<string, { id: string; skuid: string }[]> }>(
      `query($id: ID!) { product(where: {id: $id}) { ${c.productField} { id skuid } } }`,
      { id: p.id },
    );
    expect(got.data!.product[c.productField]).toEqual([{ id: l.id, skuid: l.skuid }]);
    await t.user.gql(`mutation($id: ID!) { deleteProduct(where: {id: $id}) { id } }`, { id: p.id });
    const list = await t.user.gql<Record<string, Row[]>>(q.list, { first: 10000 });
    expect(list.data![c.list]!.find((r) => r.id === l.id)!.products).toEqual([]);
    const links = await t.app.database.db
      .selectFrom('listing_products')
      .selectAll()
      .where('product_id', '=', p.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('writes an audit row in the same transaction as each write', async () => {
    const l = await createListing(t.user, c, withCategory());
    await t.user.gql(q.update, { where: { id: l.id }, data: { packing: 12 } });
    await t.user.gql(q.publish, { id: l.id, to: 'PUBLISHED' });
    await t.user.gql(q.remove, { id: l.id });
    const rows = await t.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'listing')
      .where('entity_id', '=', l.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'publish', 'delete']);
    // Stored records, as for every entity (shared/audit.ts): money in paise, products by id.
    expect(JSON.parse(rows[1]!.after!)).toMatchObject({ packingPaise: 1200, skuid: l.skuid });
    expect(JSON.parse(rows[3]!.before!)).toMatchObject({ packingPaise: 1200, productIds: expect.any(Array) });
  });

  it('computes nothing but the purchase cost and dimensions when an input is missing', async () => {
    const p = await createProduct(t.user, { purchaseCost: 100, productLength: 7 });
    const l = await createListing(
      t.user,
      c,
      { listingPrice: null, products: { connect: [{ id: p.id }] } },
      `id ${DERIVED}`,
    );
    expect(l).toMatchObject({
      purchaseCost: 100,
      setlmentValue: null,
      lossProfit: null,
      priceShouldBe: null,
      dimensions: { productLength: 7 },
      live: true,
    });
    expect((l.problems as { field: string }[]).map((x) => x.field)).toContain('listingPrice');
  });
});

describe('derived listing values through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const [flipkart, amazon, meesho] = LISTING_CHANNELS;

  it('equals docs/fee-model.md’s worked Flipkart example', async () => {
    const hash = 'b'.repeat(64);
    const a = await createProduct(t.user, {
      purchaseCost: 100,
      gst: 5,
      productName: 'Steel Bottle',
      rackNo: 'A1',
      hsnCode: '7323',
      productImage: [`/files/images/${hash}.jpg`],
      stock: 3,
    });
    const b = await createProduct(t.user, {
      purchaseCost: 80,
      gst: 5,
      productName: 'Cap',
      rackNo: 'B2',
      stock: 0,
    });
    const category = await createCategory(t.user, 'Flipkart', {
      name: 'Bottles',
      commissionPercent: [
        { from: 0, to: 300, precent: 10 },
        { from: 300, to: 500, precent: 12 },
      ],
      fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
      collectionFeePercent: [
        { from: 0, to: 750, precent: 2 },
        { from: 750, to: 1000000, precent: 20 },
      ],
    });
    const l = await createListing(
      t.user,
      flipkart,
      {
        listingPrice: 499,
        profit: 40,
        packing: 10,
        advertisingCost: 5,
        returnCost: 15,
        discount: 0,
        shippingFee: 60,
        products: { connect: [{ id: a.id }, { id: b.id }] },
        flipkartProductCategory: { connect: { id: category.id } },
      },
      `id ${DERIVED}`,
    );
    expect(l).toMatchObject({
      purchaseCost: 180,
      fees: {
        commission: 70.66,
        fixedFee: 17.7,
        collectionFee: 11.78,
        shippingFee: 70.8,
        referalFee: null,
        closingFee: null,
        setlmentValueWithoutShipping: null,
      },
      totalShippingFee: 70.8,
      setlmentValue: 328.06,
      taxInsidePrice: 23.76,
      afterPurchaseCostDeduct: 54.3,
      lossProfit: 'Extra',
      priceShouldBe: 431,
      priceCellClass: 'extra',
      freeDelivery: 569.8,
      img: `/files/thumbs/${hash}.jpg`,
      productName: 'Steel Bottle, Cap',
      rackNo: 'A1, B2',
      live: false,
      problems: [],
    });
    expect(l.settlementLines).toContainEqual({ label: 'Settlement Value', value: 328.06 });
    // the same values through the list query, computed for the page in one pass
    const list = await t.user.gql<{ flipkartListings: Record<string, unknown>[] }>(
      `{ flipkartListings { id ${DERIVED} } }`,
    );
    expect(list.data!.flipkartListings.find((x) => x.id === l.id)).toEqual(l);
    const cat = await t.user.gql<{ flipkartProductCategories: { id: string; listingCount: number }[] }>(
      `{ flipkartProductCategories { id listingCount } }`,
    );
    expect(cat.data!.flipkartProductCategories.find((x) => x.id === category.id)!.listingCount).toBe(1);
  });

  it('computes an Amazon listing with its closing fee', async () => {
    const p = await createProduct(t.user, { purchaseCost: 180, gst: 5, productLength: 30, height: 12 });
    const category = await createCategory(t.user, 'Amazon', {
      referalFeePercent: [{ from: 0, to: 1000, precent: 10 }],
    });
    const listing = {
      listingPrice: 499,
      profit: 40,
      packing: 10,
      advertisingCost: 5,
      returnCost: 15,
      discount: 0,
      shippingFee: 60,
    };
    const l = await createListing(
      t.user,
      amazon,
      {
        ...listing,
        products: { connect: [{ id: p.id }] },
        amazonProductCategory: { connect: { id: category.id } },
      },
      `id ${DERIVED}`,
    );
    // referral r(49.90) + r(499 * 0.09 * 0.18 = 8.0838) = 57.98; closing gst(12) = 14.16 (P <= 500)
    expect(l).toMatchObject({
      fees: {
        referalFee: 57.98,
        closingFee: 14.16,
        shippingFee: 70.8,
        setlmentValueWithoutShipping: 426.86,
        commission: null,
      },
      setlmentValue: 356.06,
      afterPurchaseCostDeduct: 82.3,
      lossProfit: 'Profit',
      dimensions: { productLength: 30, height: 12 },
    });
    expect(l.priceShouldBe).toBe(
      referencePriceShouldBe('amazon', listing, [{ purchaseCost: 180, gst: 5 }], category as never),
    );
  });

  it('computes a Meesho listing with no shipping fee', async () => {
    const p = await createProduct(t.user, { purchaseCost: 180, gst: 5 });
    const l = await createListing(t.user, meesho, { products: { connect: [{ id: p.id }] } }, `id ${DERIVED}`);
    expect(l).toMatchObject({
      fees: { shippingFee: null, commission: null, referalFee: null },
      totalShippingFee: 0,
      setlmentValue: 499,
      afterPurchaseCostDeduct: 225.24,
      lossProfit: 'Profit',
    });
    const r = await t.user.gql(`{ meeshoListings { shippingFee } }`);
    expect(errorOf(r)?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('stores an Amazon listing’s height as height (the old payload sent the length)', async () => {
    const l = await createListing(t.user, amazon, {
      productLength: 30,
      breadth: 20,
      height: 12,
      weight: 0.5,
    });
    expect(l).toMatchObject({ productLength: 30, breadth: 20, height: 12, weight: 0.5 });
    const row = await t.app.database.db
      .selectFrom('listings')
      .select(['product_length', 'height'])
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ product_length: 30, height: 12 });
  });
});

describe('simultaneous listing saves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const create = `mutation($data: MeeshoListingInput!) { createMeeshoListing(data: $data) { id sno } }`;

  it('lets exactly one of two creates of the same SKU win, the other told why', async () => {
    const [a, b] = await Promise.all([
      t.user.gql(create, { data: { skuid: 'RACE-1' } }),
      t.admin.gql(create, { data: { skuid: 'RACE-1' } }),
    ]);
    const outcomes = [a, b].map((r) => errorOf(r)?.extensions?.field ?? 'OK').sort();
    expect(outcomes).toEqual(['OK', 'skuid']);
  });

  it('gives simultaneous creates distinct, consecutive sno', async () => {
    const rs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? t.user : t.admin).gql<{ createMeeshoListing: { sno: number } }>(create, {
          data: { skuid: `PAR-${i}` },
        }),
      ),
    );
    const snos = rs.map((r) => r.data!.createMeeshoListing.sno).sort((x, y) => x - y);
    expect(new Set(snos).size).toBe(6);
    expect(snos[5]! - snos[0]!).toBe(5);
  });

  it('keeps a used category from being deleted even behind the service’s back (foreign key)', async () => {
    const category = await createCategory(t.user, 'Flipkart');
    await createListing(t.user, LISTING_CHANNELS[0], {
      flipkartProductCategory: { connect: { id: category.id } },
    });
    await expect(
      t.app.database.db.deleteFrom('fee_categories').where('id', '=', category.id).execute(),
    ).rejects.toThrow();
  });
});
