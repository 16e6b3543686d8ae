// A sale line is priced with what was in effect on its order date (docs/fee-model.md#dated-rate-data-decision-051):
// the category's card version, the channel's fee schedule saved in Settings, and the GST rule by HSN
// code saved in Settings — not today's card or the built-in defaults.
import {
  DEFAULT_GST_RULES,
  computeSoldOrderLine,
  prepareCard,
  prepareGstRules,
  type FeeScheduleVersion,
  type FlipkartCategoryFees,
  type GstRule,
  type ValueRows,
  valueRowsToObjects,
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
/** From 21 Aug 2026 the commission rises to 20 %. */
const V2: FlipkartCategoryFees = { ...V1, commissionPercent: [{ from: 300, to: 500, precent: 20 }] };
const BANDS = [{ upTo: null, fee: 0 }];
const SCHEDULES: FeeScheduleVersion[] = [
  {
    effectiveFrom: '2022-09-01',
    feeGstPercent: 18,
    collectionFlatAbove: 2,
    referralGstPercent: 1.62,
    closingFeeBands: BANDS,
  },
  /** From 22 Aug 2026 GST on fees is 12 %. */
  {
    effectiveFrom: '2026-08-22',
    feeGstPercent: 12,
    collectionFlatAbove: 2,
    referralGstPercent: 1.62,
    closingFeeBands: BANDS,
  },
];
/** Toys (HSN 9503): 5 %, then 18 % from 22 Aug 2026. */
const RULES: GstRule[] = [
  ...DEFAULT_GST_RULES,
  { hsnPrefix: '9503', effectiveFrom: '2017-07-01', ratePercent: 5, band: null, note: '' },
  { hsnPrefix: '9503', effectiveFrom: '2026-08-22', ratePercent: 18, band: null, note: '' },
];

const LISTING = {
  listingPrice: 499,
  profit: 40,
  packing: 10,
  advertisingCost: 5,
  returnCost: 15,
  discount: 0,
  shippingFee: 60,
};
const PRODUCT = { purchaseCost: 180, gst: null, gstMode: 'BY_HSN' as const, hsnCode: '95030010' };

describe('sale upload: each line priced with the card, fee schedule and GST rule of its order date', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const product = await createProduct(t.user, PRODUCT);
    const category = await createCategory(t.user, 'Flipkart', { ...V1, effectiveFrom: '2026-01-01' });
    const changed = await t.user.gql(
      `mutation($id: ID!, $data: FlipkartProductCategoryInput!) { updateFlipkartProductCategory(where: {id: $id}, data: $data) { versions { effectiveFrom } } }`,
      {
        id: category.id,
        data: {
          commissionPercent: V2.commissionPercent,
          effectiveFrom: '2026-08-21',
          version: category.version,
        },
      },
    );
    expect(changed.errors).toBeUndefined();
    const schedule = await t.admin.gql(
      `mutation($versions: [FeeScheduleVersionInput!]!) { updateFeeSchedule(channel: "flipkart", versions: $versions, version: 0) { version } }`,
      { versions: SCHEDULES },
    );
    expect(schedule.errors).toBeUndefined();
    const rules = await t.admin.gql(
      `mutation($rules: [GstRuleInput!]!) { updateGstRules(rules: $rules, version: 0) { version } }`,
      { rules: RULES },
    );
    expect(rules.errors).toBeUndefined();
    await createListing(t.user, flipkart, {
      ...LISTING,
      skuid: 'TOY-01',
      products: { connect: [{ id: product.id }] },
      flipkartProductCategory: { connect: { id: category.id } },
    });
  });
  afterAll(() => t.close());

  const expected = (card: FlipkartCategoryFees, schedule: FeeScheduleVersion, at: string) => {
    const line = computeSoldOrderLine({
      channel: 'flipkart',
      invoiceAmountPaise: 49_900,
      quantity: 1,
      listing: LISTING,
      products: [PRODUCT],
      category: prepareCard('flipkart', card, schedule),
      gstRules: prepareGstRules(RULES),
      at,
    });
    if (!line.ok) throw new Error(line.reason);
    return {
      marketplaceFee: line.marketplaceFeePaise / 100,
      settlement: line.settlementPaise / 100,
      profit: line.profitPaise / 100,
      saleType: line.saleType,
    };
  };

  it('prices lines before and after each change differently, in the preview and as stored', async () => {
    const file = [
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity',
      'DT-1,2026-08-20,TOY-01,499,1',
      'DT-2,2026-08-21,TOY-01,499,1',
      'DT-3,2026-08-22,TOY-01,499,1',
      'DT-4,2025-03-01,TOY-01,499,1',
    ].join('\n');
    const want = {
      'DT-1': expected(V1, SCHEDULES[0]!, '2026-08-20'),
      'DT-2': expected(V2, SCHEDULES[0]!, '2026-08-21'),
      'DT-3': expected(V2, SCHEDULES[1]!, '2026-08-22'),
      // Before the card's first version, the first version applies.
      'DT-4': expected(V1, SCHEDULES[0]!, '2025-03-01'),
    };
    // The first line is docs/fee-model.md's worked example (card 12 / 15 / 2 %, GST 5 %).
    expect(want['DT-1']).toMatchObject({ marketplaceFee: 170.94, settlement: 328.06, profit: 94.3 });
    expect(new Set(Object.values(want).map((w) => w.settlement)).size).toBe(3);

    const preview = await t.user.request(
      'POST',
      '/files/reports/sale/flipkart?preview=true',
      multipartFile('sale.csv', file, 'text/csv'),
    );
    expect(preview.statusCode).toBe(200);
    const sent = preview.json() as { invoicesWithIssues: unknown[] } & ValueRows;
    const body = {
      ...sent,
      rows: valueRowsToObjects<{ orderId: string } & Record<string, unknown>>(sent),
    };
    expect(body.invoicesWithIssues).toEqual([]);
    expect(body.rows.map((r) => r.orderId).sort()).toEqual(Object.keys(want));
    for (const row of body.rows)
      expect(row, row.orderId).toMatchObject(want[row.orderId as keyof typeof want]);

    const res = await t.user.request(
      'POST',
      '/files/reports/sale/flipkart',
      multipartFile('sale.csv', file, 'text/csv'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stored: 4 });

    const stored = await t.app.database.db
      .selectFrom('order_lines')
      .select(['order_id', 'settlement_paise', 'marketplace_fee_paise', 'profit_paise', 'gst_rate'])
      .where('order_id', 'like', 'DT-%')
      .orderBy('order_id')
      .execute();
    // the GST rate each line was priced with (the HSN rule of its date), which the reconciliation's
    // TCS and TDS are worked out on
    expect(stored.map((s) => [s.order_id, Number(s.gst_rate)])).toEqual([
      ['DT-1', 5],
      ['DT-2', 5],
      ['DT-3', 18],
      ['DT-4', 5],
    ]);
    expect(
      stored.map((s) => [
        s.order_id,
        Number(s.settlement_paise),
        Number(s.marketplace_fee_paise),
        Number(s.profit_paise),
      ]),
    ).toEqual(
      Object.entries(want).map(([id, w]) => [
        id,
        Math.round(w.settlement * 100),
        Math.round(w.marketplaceFee * 100),
        Math.round(w.profit * 100),
      ]),
    );
  });
});
