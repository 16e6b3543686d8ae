// A card version saved with a past effective date re-prices the stored order lines of the category's
// listings billed from that date on, in the same transaction (docs/ledger.md#a-card-change-re-prices-the-stored-order-lines-decision-093);
// deleting the version puts them back.
import {
  DEFAULT_GST_RULES,
  computeSoldOrderLine,
  prepareCard,
  prepareGstRules,
  type FlipkartCategoryFees,
} from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_CHANNELS, createCategory, createListing, createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartFile } from '../../../test/multipart.ts';

const flipkart = LISTING_CHANNELS[0];

const V1: FlipkartCategoryFees = {
  commissionPercent: [{ from: 300, to: 500, precent: 12 }],
  fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
  collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
};
/** Saved later, effective from D = 2026-03-01 (a past date): commission 20 %. */
const V2: FlipkartCategoryFees = { ...V1, commissionPercent: [{ from: 300, to: 500, precent: 20 }] };
const D = '2026-03-01';
const LISTING = {
  listingPrice: 499,
  profit: 40,
  packing: 10,
  advertisingCost: 5,
  returnCost: 15,
  discount: 0,
  shippingFee: 60,
};
const PRODUCT = { purchaseCost: 180, gst: 5, gstMode: 'FIXED' as const, hsnCode: '95030010' };

type Stored = {
  order_id: string;
  settlement_paise: unknown;
  marketplace_fee_paise: unknown;
  profit_paise: unknown;
};

describe('a card version with a past date re-prices the stored order lines from that date', () => {
  let t: TestApp;
  let category: { id: string; version: number };
  beforeAll(async () => {
    t = await createTestApp();
    const product = await createProduct(t.user, PRODUCT);
    category = await createCategory(t.user, 'Flipkart', { ...V1, effectiveFrom: '2025-01-01' });
    await createListing(t.user, flipkart, {
      ...LISTING,
      skuid: 'RP-01',
      products: { connect: [{ id: product.id }] },
      flipkartProductCategory: { connect: { id: category.id } },
    });
    const file = [
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity',
      'RP-1,2026-02-27,RP-01,499,1',
      'RP-2,2026-03-01,RP-01,499,1',
      'RP-3,2026-04-15,RP-01,499,2',
    ].join('\n');
    const res = await t.user.request(
      'POST',
      '/files/reports/sale/flipkart',
      multipartFile('sale.csv', file, 'text/csv'),
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as { stored: number }).stored).toBe(3);
  });
  afterAll(() => t.close());

  const stored = async (): Promise<
    Record<string, { settlement: number; marketplaceFee: number; profit: number }>
  > =>
    Object.fromEntries(
      (
        (await t.app.database.db
          .selectFrom('order_lines')
          .select(['order_id', 'settlement_paise', 'marketplace_fee_paise', 'profit_paise'])
          .where('order_id', 'like', 'RP-%')
          .execute()) as Stored[]
      ).map((s) => [
        s.order_id,
        {
          settlement: Number(s.settlement_paise) / 100,
          marketplaceFee: Number(s.marketplace_fee_paise) / 100,
          profit: Number(s.profit_paise) / 100,
        },
      ]),
    );

  const priced = (card: FlipkartCategoryFees, quantity: number, at: string) => {
    const line = computeSoldOrderLine({
      channel: 'flipkart',
      invoiceAmountPaise: 49_900,
      quantity,
      listing: LISTING,
      products: [PRODUCT],
      category: prepareCard('flipkart', card),
      gstRules: prepareGstRules(DEFAULT_GST_RULES),
      at,
    });
    if (!line.ok) throw new Error(line.reason);
    return {
      settlement: line.settlementPaise / 100,
      marketplaceFee: line.marketplaceFeePaise / 100,
      profit: line.profitPaise / 100,
    };
  };

  const countFrom = async (from: string) => {
    const r = await t.user.gql<{ categoryOrderLinesFrom: number }>(
      `query($id: ID!, $from: Date!) { categoryOrderLinesFrom(where: {id: $id}, from: $from) }`,
      { id: category.id, from },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.categoryOrderLinesFrom;
  };

  it('re-prices the lines billed on or after the date, leaves the earlier ones, and puts them back when the version is deleted', async () => {
    const before = await stored();
    expect(before['RP-1']).toEqual(priced(V1, 1, '2026-02-27'));
    expect(before['RP-2']).toEqual(priced(V1, 1, D));
    expect(await countFrom(D)).toBe(2);

    const saved = await t.user.gql<{ updateFlipkartProductCategory: { version: number } }>(
      `mutation($id: ID!, $data: FlipkartProductCategoryInput!) { updateFlipkartProductCategory(where: {id: $id}, data: $data) { version } }`,
      {
        id: category.id,
        data: { commissionPercent: V2.commissionPercent, effectiveFrom: D, version: category.version },
      },
    );
    expect(saved.errors).toBeUndefined();
    const after = await stored();
    expect(after['RP-1']).toEqual(before['RP-1']);
    expect(after['RP-2']).toEqual(priced(V2, 1, D));
    expect(after['RP-3']).toEqual(priced(V2, 2, '2026-04-15'));
    expect(after['RP-2']!.settlement).toBeLessThan(before['RP-2']!.settlement);

    // one audit row for the change, with the count the editor's confirmation gave
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'order_line')
      .where('entity_id', '=', `category:${category.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['reprice']);
    const logged: unknown = audit[0]!.after;
    expect(typeof logged === 'string' ? JSON.parse(logged) : logged).toEqual({
      from: D,
      repriced: 2,
      kept: [],
    });

    const deleted = await t.user.gql(
      `mutation($id: ID!, $from: Date!, $version: Int) { deleteFlipkartProductCategoryVersion(where: {id: $id}, effectiveFrom: $from, version: $version) { version } }`,
      { id: category.id, from: D, version: saved.data!.updateFlipkartProductCategory.version },
    );
    expect(deleted.errors).toBeUndefined();
    expect(await stored()).toEqual(before);
  });

  it('keeps the values of a line that cannot be priced any more (its listing lost its products)', async () => {
    const other = await createCategory(t.user, 'Flipkart', { ...V1, effectiveFrom: '2025-01-01' });
    const product = await createProduct(t.user, PRODUCT);
    const listing = await createListing(t.user, flipkart, {
      ...LISTING,
      skuid: 'RK-01',
      products: { connect: [{ id: product.id }] },
      flipkartProductCategory: { connect: { id: other.id } },
    });
    const file = ['Order Id,Ordered On,SKU,Invoice Amount,Quantity', 'RK-1,2026-05-10,RK-01,499,1'].join(
      '\n',
    );
    const res = await t.user.request(
      'POST',
      '/files/reports/sale/flipkart',
      multipartFile('sale.csv', file, 'text/csv'),
    );
    expect((res.json() as { stored: number }).stored).toBe(1);
    const unlinked = await t.user.gql(
      `mutation($id: ID!, $data: FlipkartListingInput!) { updateFlipkartListing(where: {id: $id}, data: $data) { id } }`,
      { id: listing.id, data: { products: { set: [] } } },
    );
    expect(unlinked.errors).toBeUndefined();
    const before = (await stored())['RK-1'];

    const saved = await t.user.gql(
      `mutation($id: ID!, $data: FlipkartProductCategoryInput!) { updateFlipkartProductCategory(where: {id: $id}, data: $data) { version } }`,
      {
        id: other.id,
        data: {
          commissionPercent: V2.commissionPercent,
          effectiveFrom: '2026-05-01',
          version: other.version,
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect((await stored())['RK-1']).toEqual(before);
    const line = await t.app.database.db
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', 'RK-1')
      .executeTakeFirstOrThrow();
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'order_line')
      .where('entity_id', '=', `category:${other.id}`)
      .executeTakeFirstOrThrow();
    const logged: unknown = audit.after;
    expect(typeof logged === 'string' ? JSON.parse(logged) : logged).toEqual({
      from: '2026-05-01',
      repriced: 0,
      kept: [line.id],
    });
  });

  it('re-prices more lines than one page or one statement holds (5,001), every one exactly once', async () => {
    const many = await createCategory(t.user, 'Flipkart', { ...V1, effectiveFrom: '2025-01-01' });
    const product = await createProduct(t.user, PRODUCT);
    await createListing(t.user, flipkart, {
      ...LISTING,
      skuid: 'RM-01',
      products: { connect: [{ id: product.id }] },
      flipkartProductCategory: { connect: { id: many.id } },
    });
    const N = 5_001;
    const file = [
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity',
      'RM-BEFORE,2026-05-20,RM-01,499,1',
      // two order dates, so that the pages also cross from one date to the next
      ...Array.from({ length: N }, (_, i) => `RM-${i},2026-06-0${1 + (i % 2)},RM-01,499,1`),
    ].join('\n');
    const res = await t.user.request(
      'POST',
      '/files/reports/sale/flipkart',
      multipartFile('sale.csv', file, 'text/csv'),
    );
    expect((res.json() as { stored: number }).stored).toBe(N + 1);

    const saved = await t.user.gql(
      `mutation($id: ID!, $data: FlipkartProductCategoryInput!) { updateFlipkartProductCategory(where: {id: $id}, data: $data) { version } }`,
      {
        id: many.id,
        data: { commissionPercent: V2.commissionPercent, effectiveFrom: '2026-06-01', version: many.version },
      },
    );
    expect(saved.errors).toBeUndefined();
    const lines = await t.app.database.db
      .selectFrom('order_lines')
      .select(['order_id', 'version', 'settlement_paise', 'profit_paise'])
      .where('order_id', 'like', 'RM-%')
      .execute();
    const byVersion = Map.groupBy(lines, (l) => Number(l.version));
    expect(byVersion.get(2)).toHaveLength(N);
    expect(byVersion.get(1)!.map((l) => l.order_id)).toEqual(['RM-BEFORE']);
    const want = priced(V2, 1, '2026-06-01');
    expect(
      new Set(byVersion.get(2)!.map((l) => `${Number(l.settlement_paise)}/${Number(l.profit_paise)}`)),
    ).toEqual(new Set([`${Math.round(want.settlement * 100)}/${Math.round(want.profit * 100)}`]));
    const before = byVersion.get(1)![0]!;
    expect(Number(before.settlement_paise)).toBe(Math.round(priced(V1, 1, '2026-05-20').settlement * 100));
  });
});
