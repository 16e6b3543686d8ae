import { MAX_MONEY_RUPEES } from '@seller-desk/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_FIELDS, createProduct, productInput } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CREATE = `mutation($data: ProductInput!) { createProduct(data: $data) { ${PRODUCT_FIELDS} } }`;
const CREATE_LISTING = `mutation($data: MeeshoListingInput!) { createMeeshoListing(data: $data) { id skuid listingPrice } }`;

describe('input bounds at the edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refused = async (query: string, data: Record<string, unknown>) => {
    const r = await t.user.gql(query, { data });
    expect(r.data, JSON.stringify(r)).toBeNull();
    return r.errors![0]!;
  };

  it('refuses a purchase cost beyond ₹1,00,00,00,000 (1e307 became Infinity) naming the field', async () => {
    const e = await refused(CREATE, productInput({ purchaseCost: 1e307 }));
    expect(e).toMatchObject({
      message: 'Purchase Cost must be at most ₹1,00,00,00,000',
      extensions: { code: 'BAD_USER_INPUT', field: 'purchaseCost' },
    });
    // the products list stays readable for everyone
    const list = await t.admin.gql(`{ products(first: 1000) { id purchaseCost } }`);
    expect(list.errors).toBeUndefined();
  });

  it('stores and reads back every accepted cost, also above the 32-bit integer range', async () => {
    for (const cost of [21474836.48, 99999999.99, MAX_MONEY_RUPEES]) {
      const p = await createProduct(t.user, { purchaseCost: cost });
      expect(p.purchaseCost).toBe(cost);
    }
  });

  it('refuses NUL and control characters in any text, naming the field (PostgreSQL failed with 500)', async () => {
    for (const [field, value] of [
      ['productName', 'Bottle\u0000'],
      ['hsnCode', '39\n24'],
      ['rackNo', 'A\u00071'],
    ] as const) {
      const e = await refused(CREATE, productInput({ [field]: value }));
      expect(e.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(e.message).toMatch(/must not contain control characters/);
    }
    const e = await refused(CREATE, productInput({ searchKeyword: ['ok', 'bad\u0000'] }));
    expect(e).toMatchObject({
      message: expect.stringMatching(/^Search Keywords, row 2: Search Keywords must not contain/),
      extensions: { code: 'BAD_USER_INPUT', field: 'searchKeyword', row: 1 },
    });
  });

  it('refuses text and lists over their length', async () => {
    expect((await refused(CREATE, productInput({ productName: 'x'.repeat(201) }))).extensions).toMatchObject({
      field: 'productName',
    });
    const many = Array.from({ length: 51 }, (_, i) => `k${i}`);
    expect(await refused(CREATE, productInput({ searchKeyword: many }))).toMatchObject({
      message: 'Search Keywords can hold at most 50 items',
      extensions: { field: 'searchKeyword' },
    });
    expect(
      (await refused(CREATE_LISTING, { skuid: 'S'.repeat(65), listingPrice: 10 })).extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'skuid' });
    expect((await refused(CREATE_LISTING, { skuid: 'SKU-1', listingPrice: 1e12 })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'listingPrice',
    });
    expect((await refused(CREATE, productInput({ weight: 1e300 }))).extensions).toMatchObject({
      field: 'weight',
    });
  });

  it('refuses money below one paisa but not 0, naming the field and the row (decision 206)', async () => {
    expect(await refused(CREATE_LISTING, { skuid: 'PAISA-1', listingPrice: 0.001 })).toMatchObject({
      message: 'Listing Price must be at least ₹0.01 (one paisa): 0.001 would be stored as ₹0.00',
      extensions: { code: 'BAD_USER_INPUT', field: 'listingPrice' },
    });
    expect(await refused(CREATE, productInput({ purchaseCost: 0.004 }))).toMatchObject({
      message: 'Purchase Cost must be 0 or at least ₹0.01 (one paisa): 0.004 would be stored as ₹0.00',
      extensions: { code: 'BAD_USER_INPUT', field: 'purchaseCost' },
    });
    const bill = await t.user.gql(
      `mutation($data: BillInput!) { updateBill(where: { billDate: "2026-11-02" }, data: $data) { id } }`,
      {
        data: {
          flipkart: [
            { orderId: 'OD1', sku: 'S1' },
            { orderId: 'OD2', sku: 'S2', flipkartsetlment: -0.004 },
          ],
        },
      },
    );
    expect(bill.errors![0]).toMatchObject({
      message:
        'flipkart, row 2: flipkartsetlment must be 0 or at least ₹0.01 (one paisa): -0.004 would be stored as ₹0.00',
      extensions: { code: 'BAD_USER_INPUT', field: 'flipkart', row: 1 },
    });
    // one paisa is the least amount above 0
    expect(
      (await t.user.gql(CREATE_LISTING, { data: { skuid: 'PAISA-2', listingPrice: 0.01 } })).errors,
    ).toBeUndefined();
  });

  it('answers a NUL in the sign-in name with BAD_USER_INPUT, not an internal error', async () => {
    const res = await t.anon.request('POST', '/auth/login', {
      body: { username: 'admin\u0000', password: 'whatever-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
  });

  it('keeps a list readable when it meets a stored value it cannot show, and names the row', async () => {
    const bad = await createProduct(t.user, { productName: 'AAAA stored before the bounds' });
    await sql`update products set weight = ${Number.POSITIVE_INFINITY} where id = ${bad.id}`.execute(
      t.app.database.db,
    );
    const r = await t.user.gql<{ products: { id: string; weight: number | null }[] }>(
      `{ products(first: 1000) { id productName weight } }`,
    );
    const rows = r.data!.products;
    expect(rows.length).toBeGreaterThan(1);
    const index = rows.findIndex((p) => p.id === bad.id);
    expect(rows[index]!.weight).toBeNull();
    expect(r.errors).toEqual([
      expect.objectContaining({
        message: `products, row ${index + 1}: the stored weight (Infinity) cannot be shown; correct it on that row`,
        extensions: { code: 'UNREPRESENTABLE_VALUE', field: 'weight', row: index },
      }),
    ]);
  });
});
