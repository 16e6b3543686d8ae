import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_CHANNELS, SLAB_FIELDS, createListing, createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Dated rate cards (decision 051): a category keeps every version of its slab lists; the lists the API
// shows and every derived listing value follow the version in effect on the date asked for.
const FIELDS = `id name effectiveFrom version commissionPercent { ${SLAB_FIELDS} }
  versions { effectiveFrom commissionPercent { ${SLAB_FIELDS} } fixedFeePercent { ${SLAB_FIELDS} } collectionFeePercent { ${SLAB_FIELDS} } }`;
const flipkart = LISTING_CHANNELS[0];

// the worked example's card, and an older card with a 20 % commission everywhere
const WORKED = {
  commissionPercent: [{ from: 300, to: 500, precent: 12 }],
  fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
  collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
};
const OLD = { commissionPercent: [{ from: 0, to: 1000000, precent: 20 }] };

type Category = {
  id: string;
  version: number;
  effectiveFrom: string;
  versions: { effectiveFrom: string }[];
} & Record<string, unknown>;

const fail = (what: unknown): never => {
  throw new Error(`no answer: ${JSON.stringify(what)}`);
};

describe('dated rate cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    // "today" is 15 Jan 2026 in India
    t = await createTestApp({ clock: fixedClock('2026-01-15T06:00:00Z') });
  });
  afterAll(() => t.close());

  const create = async (data: Record<string, unknown>) => {
    const r = await t.user.gql<{ createFlipkartProductCategory: Category }>(
      `mutation($data: FlipkartProductCategoryInput!) { createFlipkartProductCategory(data: $data) { ${FIELDS} } }`,
      { data },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.createFlipkartProductCategory;
  };
  const update = (id: string, data: Record<string, unknown>) =>
    t.user.gql<{ updateFlipkartProductCategory: Category }>(
      `mutation($id: ID!, $data: FlipkartProductCategoryInput!) { updateFlipkartProductCategory(where: {id: $id}, data: $data) { ${FIELDS} } }`,
      { id, data },
    );
  const listAt = async (at: string | null) => {
    const r = await t.user.gql<{ flipkartProductCategories: Category[] }>(
      `query($at: Date) { flipkartProductCategories(first: 200, at: $at) { ${FIELDS} } }`,
      { at },
    );
    return r.data?.flipkartProductCategories ?? fail(r.errors);
  };

  it('keeps a version per effective date, shows today’s, and reads back the one of any date', async () => {
    const c = await create({ name: 'Kurtas', ...WORKED, effectiveFrom: '2025-06-01' });
    expect(c.effectiveFrom).toBe('2025-06-01');
    // an edit with a past date adds the older card, oldest first in the history
    const up = await update(c.id, { ...OLD, effectiveFrom: '2024-01-01', version: c.version });
    const after = up.data!.updateFlipkartProductCategory;
    expect(after.versions.map((v) => v.effectiveFrom)).toEqual(['2024-01-01', '2025-06-01']);
    expect(after.effectiveFrom).toBe('2025-06-01');
    expect(after.commissionPercent).toEqual(WORKED.commissionPercent);
    // the lists the edit left out come from the version in effect on its date (before the first: the first)
    expect(after.versions[0]).toMatchObject({
      fixedFeePercent: WORKED.fixedFeePercent,
      collectionFeePercent: WORKED.collectionFeePercent,
    });

    const on = async (at: string | null) => (await listAt(at)).find((x) => x.id === c.id)!;
    expect((await on('2024-06-30')).commissionPercent).toEqual(OLD.commissionPercent);
    expect((await on('2024-06-30')).effectiveFrom).toBe('2024-01-01');
    expect((await on('2025-06-01')).commissionPercent).toEqual(WORKED.commissionPercent);
    expect((await on(null)).commissionPercent).toEqual(WORKED.commissionPercent);
    // before the first version, the first applies
    expect((await on('2019-01-01')).effectiveFrom).toBe('2024-01-01');
  });

  it('replaces the version of the same date, and defaults the date to today (India)', async () => {
    const c = await create({ name: 'Sarees', ...WORKED });
    expect(c.effectiveFrom).toBe('2026-01-15');
    const up = await update(c.id, { ...OLD, version: c.version });
    const after = up.data!.updateFlipkartProductCategory;
    expect(after.versions.map((v) => v.effectiveFrom)).toEqual(['2026-01-15']);
    expect(after.commissionPercent).toEqual(OLD.commissionPercent);
    // the lists left out stay as they were on that date
    expect(after.versions[0]).toMatchObject({ fixedFeePercent: WORKED.fixedFeePercent });
  });

  it('refuses a date before GST began, a date that is not one, and bad slabs, saving nothing', async () => {
    const c = await create({ name: 'Shawls', ...WORKED, effectiveFrom: '2025-01-01' });
    for (const [data, field, message] of [
      [
        { effectiveFrom: '2017-06-30', ...OLD },
        'effectiveFrom',
        'Effective from must be on or after 1 Jul 2017 (when GST began)',
      ],
      [
        { commissionPercent: [{ from: 0, to: 100, precent: -1 }] },
        'commissionPercent',
        'commissionPercent, row 1: Percent must be a number of 0 or more',
      ],
      [
        {
          commissionPercent: [
            { from: 0, to: 300, precent: 1 },
            { from: 200, to: 400, precent: 1 },
          ],
        },
        'commissionPercent',
        'Slab 2: overlaps slab 1 (0 to 300)',
      ],
    ] as const) {
      const r = await update(c.id, { ...data, version: c.version });
      expect(r.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    const notADate = await update(c.id, { effectiveFrom: '2025-02-30', version: c.version });
    expect(notADate.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const again = (await listAt(null)).find((x) => x.id === c.id)!;
    expect(again.versions.map((v) => v.effectiveFrom)).toEqual(['2025-01-01']);
    expect(again.version).toBe(c.version);
  });

  it('deletes a version but never the only one', async () => {
    const c = await create({ name: 'Dupattas', ...WORKED, effectiveFrom: '2025-01-01' });
    const two = (await update(c.id, { ...OLD, effectiveFrom: '2025-03-01', version: c.version })).data!
      .updateFlipkartProductCategory;
    const del = `mutation($id: ID!, $d: Date!, $v: Int) { deleteFlipkartProductCategoryVersion(where: {id: $id}, effectiveFrom: $d, version: $v) { ${FIELDS} } }`;
    const r = await t.user.gql<{ deleteFlipkartProductCategoryVersion: Category }>(del, {
      id: c.id,
      d: '2025-03-01',
      v: two.version,
    });
    const one = r.data!.deleteFlipkartProductCategoryVersion;
    expect(one.versions.map((v) => v.effectiveFrom)).toEqual(['2025-01-01']);
    const refused = await t.user.gql(del, { id: c.id, d: '2025-01-01', v: one.version });
    expect(refused.errors![0]).toMatchObject({
      message: 'This is the only version of the card: it cannot be deleted',
      extensions: { code: 'BAD_USER_INPUT', field: 'effectiveFrom' },
    });
    expect((await listAt(null)).find((x) => x.id === c.id)!.versions).toHaveLength(1);
  });

  it('prices listings with the card of the date asked for: Price Should Be follows the version', async () => {
    const c = await create({ name: 'Toys', ...WORKED, effectiveFrom: '2025-06-01' });
    await update(c.id, { ...OLD, effectiveFrom: '2024-01-01', version: c.version });
    const product = await createProduct(t.user, { purchaseCost: 180, gst: 5 });
    const listing = await createListing(t.user, flipkart, {
      products: { connect: [{ id: product.id }] },
      flipkartProductCategory: { connect: { id: c.id } },
    });
    const q = `query($at: Date) { flipkartListings(first: 10000, at: $at) { id setlmentValue afterPurchaseCostDeduct lossProfit priceShouldBe flipkartProductCategory { effectiveFrom } } }`;
    const at = async (d: string | null) =>
      (
        await t.user.gql<{ flipkartListings: Record<string, unknown>[] }>(q, { at: d })
      ).data!.flipkartListings.find((l) => l.id === listing.id);
    expect(await at(null)).toMatchObject({
      setlmentValue: 328.06,
      afterPurchaseCostDeduct: 54.3,
      lossProfit: 'Extra',
      priceShouldBe: 431,
      flipkartProductCategory: { effectiveFrom: '2025-06-01' },
    });
    // on 2024-06-01 the older card: commission r(499 × 20 % × 1.18) = 117.76, fixed 17.70, collection
    // 11.78, shipping 70.80: 499 - 218.04
    expect(await at('2024-06-01')).toMatchObject({
      setlmentValue: 280.96,
      flipkartProductCategory: { effectiveFrom: '2024-01-01' },
    });
  });

  it('counts the stored order lines a past effective date re-prices', async () => {
    const c = await create({ name: 'Stoles', ...WORKED, effectiveFrom: '2025-01-01' });
    const product = await createProduct(t.user, { purchaseCost: 180, gst: 5 });
    const listing = await createListing(t.user, flipkart, {
      products: { connect: [{ id: product.id }] },
      flipkartProductCategory: { connect: { id: c.id } },
    });
    const sku = listing.skuid;
    // three lines of the listing (matched by SKU) on three dates, one of another SKU
    for (const [billDate, orderId, lineSku] of [
      ['2025-03-01', 'RP-1', sku],
      ['2025-06-01', 'RP-2', sku],
      ['2025-09-01', 'RP-3', sku],
      ['2025-09-01', 'RP-4', 'NOT-THIS-ONE'],
    ] as const) {
      const r = await t.user.gql(
        `mutation($billDate: String!, $data: BillInput!) { updateBill(where: {billDate: $billDate}, data: $data) { id } }`,
        { billDate, data: { flipkart: [{ orderId, sku: lineSku, invoiceAmount: 499, quantity: 1 }] } },
      );
      expect(r.errors).toBeUndefined();
    }
    const count = async (from: string) => {
      const r = await t.user.gql<{ categoryOrderLinesFrom: number }>(
        `query($id: ID!, $from: Date!) { categoryOrderLinesFrom(where: {id: $id}, from: $from) }`,
        { id: c.id, from },
      );
      return r.data?.categoryOrderLinesFrom ?? fail(r.errors);
    };
    expect(await count('2025-01-01')).toBe(3);
    expect(await count('2025-06-01')).toBe(2);
    expect(await count('2025-09-02')).toBe(0);
    const bad = await t.user.gql(
      `query($id: ID!) { categoryOrderLinesFrom(where: {id: $id}, from: "2017-06-30") }`,
      { id: c.id },
    );
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
  });
});
