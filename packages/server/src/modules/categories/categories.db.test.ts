import { defaultFlipkartSlabs } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMAZON_CATEGORY_FIELDS,
  FLIPKART_CATEGORY_FIELDS,
  LISTING_CHANNELS,
  createCategory,
  createListing,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Category = { id: string; name: string; version: number; listingCount: number } & Record<string, unknown>;

const KINDS = [
  {
    kind: 'Flipkart',
    list: 'flipkartProductCategories',
    fields: FLIPKART_CATEGORY_FIELDS,
    slabField: 'commissionPercent',
  },
  {
    kind: 'Amazon',
    list: 'amazonProductCategories',
    fields: AMAZON_CATEGORY_FIELDS,
    slabField: 'referalFeePercent',
  },
] as const;

describe.each(KINDS)('$kind fee categories', (k) => {
  let t: TestApp;
  const update = `mutation($id: ID!, $data: ${k.kind}ProductCategoryInput!) {
    update${k.kind}ProductCategory(where: {id: $id}, data: $data) { ${k.fields} } }`;
  const remove = `mutation($id: ID!) { delete${k.kind}ProductCategory(where: {id: $id}) { id name } }`;
  const publish = `mutation($id: ID!) { publish${k.kind}ProductCategory(where: {id: $id}, to: PUBLISHED) { id stage publishedAt version } }`;
  const create = `mutation($data: ${k.kind}ProductCategoryInput!) { create${k.kind}ProductCategory(data: $data) { id } }`;
  const list = `query($first: Int, $skip: Int) { ${k.list}(first: $first, skip: $skip) { ${k.fields} } }`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a DRAFT category, lists it by name, updates it (DRAFT again) and publishes it', async () => {
    const slabs = [
      { from: 0, to: 300, precent: 5 },
      { from: 300, to: 1000000, precent: 8.5 },
    ];
    const c = await createCategory(t.user, k.kind, { name: '  Toys ', [k.slabField]: slabs });
    expect(c).toMatchObject({
      name: 'Toys',
      [k.slabField]: slabs,
      listingCount: 0,
      stage: 'DRAFT',
      version: 1,
    });
    const got = await t.user.gql<Record<string, Category[]>>(list);
    expect(got.data![k.list]!.find((x) => x.id === c.id)).toEqual(c);
    const up = await t.user.gql<Record<string, Category>>(update, {
      id: c.id,
      data: { name: 'Toys & Games', version: c.version },
    });
    expect(up.data![`update${k.kind}ProductCategory`]).toMatchObject({
      name: 'Toys & Games',
      [k.slabField]: slabs,
      version: 2,
      stage: 'DRAFT',
    });
    const pub = await t.user.gql<Record<string, Category>>(publish, { id: c.id });
    expect(pub.data![`publish${k.kind}ProductCategory`]).toMatchObject({ stage: 'PUBLISHED', version: 3 });
    const stale = await t.user.gql(update, { id: c.id, data: { name: 'Old', version: 1 } });
    expect(stale.errors![0]!.extensions!.code).toBe('CONFLICT');
  });

  it('drops the editor’s blank rows before saving', async () => {
    const c = await createCategory(t.user, k.kind, {
      [k.slabField]: [
        { from: 0, to: 500, precent: 3 },
        { from: 0, to: 0, precent: 0 },
        { from: 0, to: 0, precent: 0 },
      ],
    });
    expect(c[k.slabField]).toEqual([{ from: 0, to: 500, precent: 3 }]);
  });

  it.each([
    [
      [
        { from: 0, to: 300, precent: 1 },
        { from: 500, to: 400, precent: 1 },
      ],
      1,
      'Slab 2: From must be below To',
    ],
    [
      [
        { from: 0, to: 300, precent: 1 },
        { from: 200, to: 400, precent: 1 },
      ],
      1,
      'Slab 2: overlaps slab 1 (0 to 300)',
    ],
  ])('refuses bad slabs %j on that row and saves nothing', async (slabs, row, message) => {
    const before = (await t.user.gql<Record<string, Category[]>>(list)).data![k.list]!.length;
    const r = await t.user.gql(create, { data: { name: 'Bad', [k.slabField]: slabs } });
    expect(r.errors![0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: k.slabField, row },
    });
    expect((await t.user.gql<Record<string, Category[]>>(list)).data![k.list]!.length).toBe(before);
    const c = await createCategory(t.user, k.kind);
    const u = await t.user.gql(update, { id: c.id, data: { [k.slabField]: slabs } });
    expect(u.errors![0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: k.slabField, row },
    });
  });

  it('refuses a slab value that is not a number on that row', async () => {
    const r = await t.user.gql(create, {
      data: {
        name: 'Bad',
        [k.slabField]: [
          { from: 0, to: 300, precent: 1 },
          { from: 300, to: 500, precent: 'abc' },
        ],
      },
    });
    expect(r.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT', field: k.slabField, row: 1 });
  });

  it('stores a name as people see it: no zero-width or bidi characters, accents composed (decision 205)', async () => {
    const c = await createCategory(t.user, k.kind, { name: '\u200BKids\u2060 Cafe\u0301\u202E' });
    expect(c).toMatchObject({ name: 'Kids Café' });
  });

  it('requires a name', async () => {
    for (const data of [{}, { name: '   ' }, { name: '\u200B\u200E' }]) {
      const r = await t.user.gql(create, { data });
      expect(r.errors![0]).toMatchObject({
        message: 'Name must not be empty',
        extensions: { code: 'BAD_USER_INPUT', field: 'name' },
      });
    }
  });

  it('refuses to delete a category that listings use, naming it and the count; deletes it once free', async () => {
    const channel = LISTING_CHANNELS.find((c) => c.name === k.kind)!;
    const c = await createCategory(t.user, k.kind, { name: 'Toys' });
    const rel = { [channel.category!]: { connect: { id: c.id } } };
    const listings = [];
    for (let i = 0; i < 3; i++) listings.push(await createListing(t.user, channel, rel));
    const r = await t.user.gql(remove, { id: c.id });
    expect(r.errors![0]).toMatchObject({
      message: `${k.kind} category Toys is used by 3 listings: move them to another category first`,
      extensions: { code: 'CONFLICT' },
    });
    const counted = await t.user.gql<Record<string, Category[]>>(list);
    expect(counted.data![k.list]!.find((x) => x.id === c.id)!.listingCount).toBe(3);
    await t.user.gql(`mutation($ids: [ID!]!) { deleteMany${channel.name}Listings(ids: $ids) { ok } }`, {
      ids: listings.map((l) => l.id),
    });
    const del = await t.user.gql<Record<string, { id: string }>>(remove, { id: c.id });
    expect(del.data![`delete${k.kind}ProductCategory`]!.id).toBe(c.id);
    const again = await t.user.gql(remove, { id: c.id });
    expect(again.errors![0]).toMatchObject({
      message: `This ${k.kind} category was deleted by someone else`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('pages with first and skip', async () => {
    for (let i = 0; i < 3; i++) await createCategory(t.user, k.kind);
    const all = (await t.user.gql<Record<string, Category[]>>(list, { first: 10000 })).data![k.list]!;
    const a = (await t.user.gql<Record<string, Category[]>>(list, { first: 2 })).data![k.list]!;
    const b = (await t.user.gql<Record<string, Category[]>>(list, { first: 10000, skip: 2 })).data![k.list]!;
    expect([...a, ...b].map((x) => x.id)).toEqual(all.map((x) => x.id));
  });
});

describe('a new Flipkart category', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts with core’s default slabs when created without slab lists', async () => {
    const c = await createCategory(t.user, 'Flipkart', { name: 'Fresh' });
    expect({
      commissionPercent: c.commissionPercent,
      fixedFeePercent: c.fixedFeePercent,
      collectionFeePercent: c.collectionFeePercent,
    }).toEqual(defaultFlipkartSlabs());
    const a = await createCategory(t.user, 'Amazon', { name: 'Fresh' });
    expect(a.referalFeePercent).toEqual([]);
  });
});
