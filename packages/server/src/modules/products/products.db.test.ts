import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  LISTING_CHANNELS,
  PRODUCT_FIELDS,
  createListing,
  createProduct,
  productInput,
} from '../../../test/factories.ts';

const UPDATE = `mutation($id: ID!, $data: ProductInput!) { updateProduct(where: {id: $id}, data: $data) { ${PRODUCT_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteProduct(where: {id: $id}) { id productName } }`;
const PUBLISH = `mutation($id: ID!) { publishProduct(where: {id: $id}, to: PUBLISHED) { id productName stage publishedAt version } }`;
const GET = `query($id: ID!) { product(where: {id: $id}) { ${PRODUCT_FIELDS} } }`;

/** A product as the grid sends it back on a save: every field it shows, its version, none the server keeps. */
const asTheGridSendsIt = ({
  id: _id,
  img: _img,
  stage: _stage,
  publishedAt: _publishedAt,
  updatedAt: _updatedAt,
  ...row
}: Record<string, unknown>) => row;

describe('products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a DRAFT product with money in rupees and reads it back', async () => {
    const p = await createProduct(t.user, { productName: '  Steel Bottle ', purchaseCost: 199.99, gst: 12 });
    expect(p).toMatchObject({
      productName: 'Steel Bottle',
      purchaseCost: 199.99,
      gst: 12,
      stage: 'DRAFT',
      publishedAt: null,
      version: 1,
      img: null,
    });
    const paise = await t.app.database.db
      .selectFrom('products')
      .select('purchase_cost_paise')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(paise.purchase_cost_paise)).toBe(19999);
    const got = await t.user.gql<{ product: typeof p }>(GET, { id: p.id });
    expect(got.data!.product).toEqual(p);
  });

  it('returns the first image thumbnail as img', async () => {
    const hash = 'a'.repeat(64);
    const p = await createProduct(t.user, {
      productImage: [`/files/images/${hash}.jpg`, `/files/images/${'b'.repeat(64)}.jpg`],
    });
    expect(p.img).toBe(`/files/thumbs/${hash}.jpg`);
    const outside = await t.user.gql(`mutation($data: ProductInput!) { createProduct(data: $data) { id } }`, {
      data: productInput({ productImage: ['https://example.com/x.jpg'] }),
    });
    expect(outside.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'productImage' });
  });

  it('updates (back to DRAFT, version bumped), then publishes', async () => {
    const p = await createProduct(t.user);
    const up = await t.user.gql<{ updateProduct: { stock: number; version: number; stage: string } }>(
      UPDATE,
      {
        id: p.id,
        data: { stock: 42, version: p.version },
      },
    );
    expect(up.errors).toBeUndefined();
    expect(up.data!.updateProduct).toMatchObject({ stock: 42, version: 2, stage: 'DRAFT' });
    const pub = await t.user.gql<{ publishProduct: { stage: string; publishedAt: string; version: number } }>(
      PUBLISH,
      { id: p.id },
    );
    expect(pub.data!.publishProduct).toMatchObject({ stage: 'PUBLISHED', version: 3 });
    expect(Date.parse(pub.data!.publishProduct.publishedAt)).not.toBeNaN();
  });

  it('refuses a stale version with CONFLICT and keeps the other person’s change', async () => {
    const p = await createProduct(t.user);
    await t.admin.gql(UPDATE, { id: p.id, data: { stock: 1, version: p.version } });
    const stale = await t.user.gql(UPDATE, { id: p.id, data: { stock: 2, version: p.version } });
    expect(stale.errors![0]).toMatchObject({
      message:
        'Someone else saved this product since you opened it, so nothing was saved: look at their change, then save again to keep yours',
      extensions: { code: 'CONFLICT' },
    });
    expect((await t.user.gql<{ product: { stock: number } }>(GET, { id: p.id })).data!.product.stock).toBe(1);
  });

  it('lets exactly one of two simultaneous saves from the same version win', async () => {
    const p = await createProduct(t.user);
    const [a, b] = await Promise.all([
      t.user.gql(UPDATE, { id: p.id, data: { stock: 7, version: p.version } }),
      t.admin.gql(UPDATE, { id: p.id, data: { stock: 8, version: p.version } }),
    ]);
    const codes = [a, b].map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const got = await t.user.gql<{ product: { version: number } }>(GET, { id: p.id });
    expect(got.data!.product.version).toBe(2);
  });

  it('refuses a look-alike of a stored name (zero-width, right-to-left override, decomposed accent) and stores a name as people see it (decision 205)', async () => {
    await createProduct(t.user, { productName: 'Café Mug' });
    for (const lookAlike of [
      'Caf\u200Bé Mug',
      '\u202ECafé Mug',
      'Cafe\u0301 Mug',
      '\uFEFFCafé\u2060 Mug\u200E',
    ]) {
      const r = await t.user.gql(`mutation($data: ProductInput!) { createProduct(data: $data) { id } }`, {
        data: productInput({ productName: lookAlike }),
      });
      expect(r.errors![0]).toMatchObject({
        message: 'A product named “Café Mug” exists already',
        extensions: { code: 'BAD_USER_INPUT', field: 'productName' },
      });
    }
    const nel = await t.user.gql(`mutation($data: ProductInput!) { createProduct(data: $data) { id } }`, {
      data: productInput({ productName: 'Café\u0085Mug' }),
    });
    expect(nel.errors![0]).toMatchObject({
      message: 'Product Name must not contain control characters (such as a line break, a tab or NUL)',
      extensions: { code: 'BAD_USER_INPUT', field: 'productName' },
    });
    const stored = await createProduct(t.user, { productName: '\u200BTea\u200D Cup\u202C' });
    expect(stored.productName).toBe('Tea Cup');
    const names = await t.app.database.db
      .selectFrom('products')
      .select('product_name')
      .where('product_name', 'like', '%Mug%')
      .execute();
    expect(names.map((n) => n.product_name)).toEqual(['Café Mug']);
  });

  it("refuses a name another product has, whatever its case, on the name's field; a product keeps its own name in another case (decision 172)", async () => {
    const jar = await createProduct(t.user, { productName: 'Glass Jar 500ml' });
    const lid = await createProduct(t.user, { productName: 'Jar Lid' });
    const created = await t.user.gql(`mutation($data: ProductInput!) { createProduct(data: $data) { id } }`, {
      data: productInput({ productName: ' glass JAR 500ml ' }),
    });
    expect(created.errors![0]).toMatchObject({
      message: 'A product named “glass JAR 500ml” exists already',
      extensions: { code: 'BAD_USER_INPUT', field: 'productName' },
    });
    const renamed = await t.user.gql(UPDATE, {
      id: lid.id,
      data: { productName: 'GLASS JAR 500ML', version: lid.version },
    });
    expect(renamed.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'productName' });
    const names = await t.app.database.db
      .selectFrom('products')
      .select('product_name')
      .where('id', 'in', [jar.id, lid.id])
      .orderBy('product_name')
      .execute();
    expect(names.map((n) => n.product_name)).toEqual(['Glass Jar 500ml', 'Jar Lid']);
    expect(
      await t.app.database.db
        .selectFrom('products')
        .select('id')
        .where('product_name', 'like', '%500ml%')
        .execute(),
    ).toHaveLength(1);
    // its own name in another case is no other product's
    const own = await t.user.gql<{ updateProduct: { productName: string } }>(UPDATE, {
      id: jar.id,
      data: { productName: 'Glass Jar 500 ML', version: jar.version },
    });
    expect(own.errors).toBeUndefined();
    expect(own.data!.updateProduct.productName).toBe('Glass Jar 500 ML');
  });

  it('reports a number field sent as text as BAD_USER_INPUT on that field', async () => {
    const r = await t.user.gql(`mutation($data: ProductInput!) { createProduct(data: $data) { id } }`, {
      data: productInput({ purchaseCost: 'abc' }),
    });
    expect(r.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'purchaseCost' });
  });

  it('deletes, and a save of a product deleted elsewhere is NOT_FOUND and does not bring it back', async () => {
    const p = await createProduct(t.user);
    const del = await t.admin.gql<{ deleteProduct: { id: string } }>(DELETE, { id: p.id });
    expect(del.data!.deleteProduct.id).toBe(p.id);
    for (const [query, vars] of [
      [UPDATE, { id: p.id, data: { stock: 5, version: p.version } }],
      [PUBLISH, { id: p.id }],
      [DELETE, { id: p.id }],
    ] as const) {
      const r = await t.user.gql(query, vars);
      expect(r.errors![0]).toMatchObject({
        message: 'This product was deleted by someone else',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await t.user.gql<{ product: null }>(GET, { id: p.id })).data!.product).toBeNull();
  });

  it.each([
    [{ productName: '' }, 'productName', 'Product Name must not be empty'],
    [{ purchaseCost: -1 }, 'purchaseCost', 'Purchase Cost must be a number of 0 or more'],
    [{ stock: -3 }, 'stock', 'Stock must be a whole number of 0 or more'],
    [{ gst: 120 }, 'gst', 'GST % must be a number from 0 to 100'],
    [
      { gst: 1.8 },
      'gst',
      'GST % must be a rate in force: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 % (it is 1.8)',
    ],
    [{ weight: -0.5 }, 'weight', 'Weight must be a number of 0 or more'],
  ])('refuses %j with BAD_USER_INPUT on %s', async (bad, field, message) => {
    const r = await t.user.gql(`mutation($data: ProductInput!) { createProduct(data: $data) { id } }`, {
      data: productInput(bad),
    });
    expect(r.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    const p = await createProduct(t.user);
    const u = await t.user.gql(UPDATE, { id: p.id, data: bad });
    expect(u.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('checks an HSN code entered or changed for form; a product stored with a code of another form is still edited in its other fields (decision 143)', async () => {
    const CREATE = `mutation($data: ProductInput!) { createProduct(data: $data) { id } }`;
    const refused = {
      message: 'HSN Code must be 4, 6 or 8 digits',
      extensions: { code: 'BAD_USER_INPUT', field: 'hsnCode' },
    };
    for (const hsnCode of ['62O9', '12', '62092'])
      expect((await t.user.gql(CREATE, { data: productInput({ hsnCode }) })).errors![0]).toMatchObject(
        refused,
      );
    const p = await createProduct(t.user, { hsnCode: '6209' });
    // stored before the rule: a letter O typed for a 0
    await t.app.database.db
      .updateTable('products')
      .set({ hsn_code: '62O9' })
      .where('id', '=', p.id)
      .execute();
    // the grid sends the whole row, its HSN code as stored: another field is saved
    const edited = await t.user.gql<{ updateProduct: { stock: number; hsnCode: string; version: number } }>(
      UPDATE,
      { id: p.id, data: { ...asTheGridSendsIt(p), hsnCode: '62O9', stock: 4 } },
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateProduct).toMatchObject({ stock: 4, hsnCode: '62O9' });
    // the Product tab's Update by name, the same
    const bulk = await t.user.gql<{
      updateManyProducts: { ok: boolean; error: { field: string; message: string } | null }[];
    }>(
      `mutation($data: [ProductUpdateManyInput!]!) { updateManyProducts(data: $data) { ok error { field message } } }`,
      {
        data: [
          { where: { productName: p.productName }, data: { hsnCode: '62O9', gst: 5 } },
          { where: { productName: p.productName }, data: { hsnCode: '12' } },
        ],
      },
    );
    expect(bulk.data!.updateManyProducts.map((r) => r.ok)).toEqual([true, false]);
    expect(bulk.data!.updateManyProducts[1]!.error).toEqual({
      field: 'hsnCode',
      message: 'HSN Code must be 4, 6 or 8 digits',
    });
    // a code changed is checked: a bad one is refused and the stored one stays; a good one is saved
    const stored = (await t.user.gql<{ product: { version: number } }>(GET, { id: p.id })).data!.product;
    const bad = await t.user.gql(UPDATE, { id: p.id, data: { hsnCode: '12', version: stored.version } });
    expect(bad.errors![0]).toMatchObject(refused);
    expect(
      (await t.user.gql<{ product: { hsnCode: string } }>(GET, { id: p.id })).data!.product.hsnCode,
    ).toBe('62O9');
    const good = await t.user.gql<{ updateProduct: { hsnCode: string } }>(UPDATE, {
      id: p.id,
      data: { hsnCode: '620920', version: stored.version },
    });
    expect(good.data!.updateProduct.hsnCode).toBe('620920');
  });

  it('checks a GST rate entered or changed against the rates in force; a product stored with another rate is still edited in its other fields (decision 152)', async () => {
    const refused = {
      message:
        'GST % must be a rate in force: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 % (it is 0.18)',
      extensions: { code: 'BAD_USER_INPUT', field: 'gst' },
    };
    const CREATE = `mutation($data: ProductInput!) { createProduct(data: $data) { id } }`;
    expect((await t.user.gql(CREATE, { data: productInput({ gst: 0.18 }) })).errors![0]).toMatchObject(
      refused,
    );
    for (const gst of [0, 0.25, 3, 5, 12, 18, 28, 40])
      expect((await t.user.gql(CREATE, { data: productInput({ gst }) })).errors).toBeUndefined();
    const p = await createProduct(t.user, { gst: 18 });
    // stored before the rule: 1.8 typed for 18
    await t.app.database.db.updateTable('products').set({ gst: 1.8 }).where('id', '=', p.id).execute();
    // the grid sends the whole row, its GST as stored: another field is saved
    const edited = await t.user.gql<{ updateProduct: { stock: number; gst: number; version: number } }>(
      UPDATE,
      { id: p.id, data: { ...asTheGridSendsIt(p), gst: 1.8, stock: 9 } },
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateProduct).toMatchObject({ stock: 9, gst: 1.8 });
    // a rate changed is checked: a slip is refused and the stored one stays; a rate in force is saved
    const bad = await t.user.gql(UPDATE, {
      id: p.id,
      data: { gst: 0.18, version: edited.data!.updateProduct.version },
    });
    expect(bad.errors![0]).toMatchObject(refused);
    expect((await t.user.gql<{ product: { gst: number } }>(GET, { id: p.id })).data!.product.gst).toBe(1.8);
    // the Product tab's Update by name, the same: its stored rate sent back is kept, a slip is refused
    const bulk = await t.user.gql<{
      updateManyProducts: { ok: boolean; error: { field: string; message: string } | null }[];
    }>(
      `mutation($data: [ProductUpdateManyInput!]!) { updateManyProducts(data: $data) { ok error { field message } } }`,
      {
        data: [
          { where: { productName: p.productName }, data: { gst: 1.8, purchaseCost: 75 } },
          { where: { productName: p.productName }, data: { gst: 0.18 } },
        ],
      },
    );
    expect(bulk.data!.updateManyProducts.map((r) => r.ok)).toEqual([true, false]);
    expect(bulk.data!.updateManyProducts[1]!.error).toEqual({ field: 'gst', message: refused.message });
    const latest = (await t.user.gql<{ product: { version: number } }>(GET, { id: p.id })).data!.product;
    const good = await t.user.gql<{ updateProduct: { gst: number } }>(UPDATE, {
      id: p.id,
      data: { gst: 18, version: latest.version },
    });
    expect(good.data!.updateProduct.gst).toBe(18);
  });

  it('refuses a GST rate given to a product priced by HSN code, naming the field; a mode chosen with it is taken (decision 171)', async () => {
    const GST_OF = `query($id: ID!) { product(where: {id: $id}) { gst gstMode hsnCode purchaseCost version } }`;
    const stored = async (id: string) =>
      (
        await t.user.gql<{
          product: {
            gst: number | null;
            gstMode: string;
            hsnCode: string;
            purchaseCost: number;
            version: number;
          };
        }>(GST_OF, { id })
      ).data!.product;
    const p = await createProduct(t.user, { gstMode: 'BY_HSN', hsnCode: '6209', gst: null });
    const refused = {
      field: 'gst',
      message:
        'GST % cannot be set on a product priced “By HSN code” (the GST rules give its rate): choose “Fixed rate” for it on the Products screen to give it a rate of its own',
    };
    // one save: refused on the field, nothing stored (it was kept beside the mode, and never priced with)
    const one = await t.user.gql(UPDATE, {
      id: p.id,
      data: { gst: 12, purchaseCost: 300, version: p.version },
    });
    expect(one.errors![0]).toMatchObject({
      message: refused.message,
      extensions: { code: 'BAD_USER_INPUT', field: 'gst' },
    });
    expect(await stored(p.id)).toMatchObject({ gst: null, gstMode: 'BY_HSN', purchaseCost: p.purchaseCost });
    // the Product tab's Update by name: the row with a rate is that row's error, the others are saved
    const bulk = await t.user.gql<{
      updateManyProducts: { ok: boolean; error: { field: string; message: string } | null }[];
    }>(
      `mutation($data: [ProductUpdateManyInput!]!) { updateManyProducts(data: $data) { ok error { field message } } }`,
      {
        data: [
          { where: { productName: p.productName }, data: { gst: 5, purchaseCost: 310 } },
          { where: { productName: p.productName }, data: { purchaseCost: 320, hsnCode: '620920' } },
        ],
      },
    );
    expect(bulk.data!.updateManyProducts).toEqual([
      { ok: false, error: refused },
      { ok: true, error: null },
    ]);
    const after = await stored(p.id);
    expect(after).toMatchObject({ gst: null, gstMode: 'BY_HSN', purchaseCost: 320, hsnCode: '620920' });
    // choosing Fixed rate with the rate is the way to give it one
    const fixed = await t.user.gql<{ updateProduct: { gst: number } }>(UPDATE, {
      id: p.id,
      data: { gstMode: 'FIXED', gst: 12, version: after.version },
    });
    expect(fixed.errors).toBeUndefined();
    expect(await stored(p.id)).toMatchObject({ gst: 12, gstMode: 'FIXED' });
  });

  it("keeps a product's unit of quantity: PCS unless set, a GST unit code stored in capitals, a bad one refused naming the field (decision 147)", async () => {
    expect((await createProduct(t.user)).unit).toBe('PCS');
    const cloth = await createProduct(t.user, { productName: 'Cotton fabric', unit: 'mtr ' });
    expect(cloth.unit).toBe('MTR');
    expect((await t.user.gql<{ product: { unit: string } }>(GET, { id: cloth.id })).data!.product.unit).toBe(
      'MTR',
    );
    // an update that does not send a unit keeps it; one that does changes it
    const stocked = await t.user.gql<{ updateProduct: { unit: string; stock: number; version: number } }>(
      UPDATE,
      { id: cloth.id, data: { stock: 40, version: cloth.version } },
    );
    expect(stocked.data!.updateProduct).toMatchObject({ unit: 'MTR', stock: 40 });
    const byKilo = await t.user.gql<{ updateProduct: { unit: string; version: number } }>(UPDATE, {
      id: cloth.id,
      data: { unit: 'KGS', version: stocked.data!.updateProduct.version },
    });
    expect(byKilo.data!.updateProduct.unit).toBe('KGS');

    const refused = {
      message: 'Unit must be a GST unit code (UQC) such as PCS, KGS or MTR (it is METRE)',
      extensions: { code: 'BAD_USER_INPUT', field: 'unit' },
    };
    const CREATE = `mutation($data: ProductInput!) { createProduct(data: $data) { id } }`;
    expect(
      (await t.user.gql(CREATE, { data: productInput({ productName: 'Silk fabric', unit: 'metre' }) }))
        .errors![0],
    ).toMatchObject(refused);
    const bad = await t.user.gql(UPDATE, {
      id: cloth.id,
      data: { unit: 'metre', version: byKilo.data!.updateProduct.version },
    });
    expect(bad.errors![0]).toMatchObject(refused);
    expect((await t.user.gql<{ product: { unit: string } }>(GET, { id: cloth.id })).data!.product.unit).toBe(
      'KGS',
    );
    // the bulk update by name names the row's field the same way
    const bulk = await t.user.gql<{
      updateManyProducts: { ok: boolean; error: { field: string; message: string } | null }[];
    }>(
      `mutation($data: [ProductUpdateManyInput!]!) { updateManyProducts(data: $data) { ok error { field message } } }`,
      { data: [{ where: { productName: 'cotton FABRIC' }, data: { unit: 'KG' } }] },
    );
    expect(bulk.data!.updateManyProducts).toEqual([
      {
        ok: false,
        error: {
          field: 'unit',
          message: 'Unit must be a GST unit code (UQC) such as PCS, KGS or MTR (it is KG)',
        },
      },
    ]);
  });

  it('writes an audit row in the same transaction as each write', async () => {
    const p = await createProduct(t.user);
    await t.user.gql(UPDATE, { id: p.id, data: { rackNo: 'B7' } });
    await t.user.gql(PUBLISH, { id: p.id });
    await t.user.gql(DELETE, { id: p.id });
    const rows = await t.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'product')
      .where('entity_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'publish', 'delete']);
    expect(JSON.parse(rows[1]!.after!).rackNo).toBe('B7');
    expect(rows[3]!.after).toBeNull();
  });

  it('takes a deleted product out of its listings and keeps their ids in its audit row', async () => {
    const p = await createProduct(t.user);
    const other = await createProduct(t.user);
    const [meesho, littleKid] = [LISTING_CHANNELS[2], LISTING_CHANNELS[3]];
    const both = await createListing(t.user, meesho, {
      products: { connect: [{ id: p.id }, { id: other.id }] },
    });
    const only = await createListing(t.user, littleKid, { products: { connect: [{ id: p.id }] } });
    await t.user.gql(DELETE, { id: p.id });
    const row = await t.app.database.db
      .selectFrom('audit_log')
      .select('before')
      .where('entity', '=', 'product')
      .where('entity_id', '=', p.id)
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    const before = JSON.parse(row.before!) as { productName: string; listingIds: string[] };
    expect(before.productName).toBe(p.productName);
    expect(before.listingIds).toEqual([both.id, only.id].sort());
    const links = await t.app.database.db
      .selectFrom('listing_products')
      .select(['listing_id', 'product_id'])
      .where('listing_id', 'in', [both.id, only.id])
      .execute();
    expect(links).toEqual([{ listing_id: both.id, product_id: other.id }]);
  });

  it('refuses a page larger than 10000', async () => {
    const r = await t.user.gql(`{ products(first: 10001) { id } }`);
    expect(r.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});

describe('products paging beyond 1000 rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.database.db.deleteFrom('products').execute();
    const at = new Date().toISOString();
    const rows = Array.from({ length: 1205 }, (_, i) => ({
      id: `p-${String(i).padStart(5, '0')}`,
      product_name: `Item ${String(i).padStart(5, '0')}`,
      product_image: '[]',
      search_keyword: '[]',
      for_sale: false,
      stage: 'DRAFT' as const,
      version: 1,
      created_at: at,
      created_by: null,
      updated_at: at,
      updated_by: null,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.app.database.db
        .insertInto('products')
        .values(rows.slice(i, i + 200))
        .execute();
  });
  afterAll(() => t.close());

  it('returns all 1,205 products in one page of up to 10000 and in pages, with productCount', async () => {
    const all = await t.user.gql<{ products: { id: string }[]; productCount: number }>(
      `{ products(first: 10000) { id } productCount }`,
    );
    expect(all.data!.productCount).toBe(1205);
    expect(all.data!.products).toHaveLength(1205);
    const first = await t.user.gql<{ products: { id: string }[] }>(`{ products { id } }`);
    expect(first.data!.products).toHaveLength(1000);
    const rest = await t.user.gql<{ products: { id: string }[] }>(
      `{ products(first: 1000, skip: 1000) { id } }`,
    );
    expect(rest.data!.products).toHaveLength(205);
    const ids = [...first.data!.products, ...rest.data!.products].map((p) => p.id);
    expect(new Set(ids).size).toBe(1205);
    expect(ids).toEqual(all.data!.products.map((p) => p.id));
  });
});
