import { DEFAULT_GST_RULES } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_CHANNELS, createListing, createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

const SCHEDULES = `feeSchedules { channel label fields version versions { effectiveFrom feeGstPercent collectionFlatAbove referralGstPercent closingFeeBands { upTo fee } } }`;
const RULES = `gstRules { version rules { hsnPrefix effectiveFrom ratePercent band { thresholdRupees ratePercentAbove } note } }`;
const UPDATE_SCHEDULE = `mutation($channel: String!, $versions: [FeeScheduleVersionInput!]!, $version: Int!) {
  updateFeeSchedule(channel: $channel, versions: $versions, version: $version) { channel version versions { effectiveFrom feeGstPercent } } }`;
const UPDATE_RULES = `mutation($rules: [GstRuleInput!]!, $version: Int!) { updateGstRules(rules: $rules, version: $version) { version rules { hsnPrefix effectiveFrom ratePercent } } }`;

type Schedule = {
  channel: string;
  version: number;
  versions: {
    effectiveFrom: string;
    feeGstPercent: number;
    closingFeeBands: { upTo: number | null; fee: number }[];
  }[];
};
const BASE = {
  effectiveFrom: '2022-09-01',
  feeGstPercent: 18,
  collectionFlatAbove: 2,
  referralGstPercent: 1.62,
  closingFeeBands: [
    { upTo: 250, fee: 8 },
    { upTo: 500, fee: 12 },
    { upTo: 1000, fee: 30 },
    { upTo: null, fee: 56 },
  ],
};

describe('settings: fee schedules and GST rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-01-15T06:00:00Z') });
  });
  afterAll(() => t.close());

  it('shows the built-in values to every signed-in user until an ADMIN saves', async () => {
    const r = await t.user.gql<{ feeSchedules: Schedule[] }>(`{ ${SCHEDULES} }`);
    const amazon = r.data!.feeSchedules.find((s) => s.channel === 'amazon')!;
    expect(amazon).toMatchObject({
      version: 0,
      fields: ['feeGstPercent', 'closingFeeBands', 'referralGstPercent'],
    });
    expect(amazon.versions).toEqual([BASE]);
    const rules = await t.user.gql<{ gstRules: { version: number; rules: unknown[] } }>(`{ ${RULES} }`);
    expect(rules.data!.gstRules.version).toBe(0);
    expect(rules.data!.gstRules.rules).toHaveLength(DEFAULT_GST_RULES.length);
  });

  it('lets only an ADMIN write', async () => {
    const r = await t.user.gql(UPDATE_SCHEDULE, { channel: 'amazon', versions: [BASE], version: 0 });
    expect(r.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const g = await t.user.gql(UPDATE_RULES, { rules: [], version: 0 });
    expect(g.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('refuses a bad version naming the row and field, and saves nothing', async () => {
    for (const [versions, field, row, message] of [
      [
        [BASE, { ...BASE, effectiveFrom: '2017-06-01' }],
        'effectiveFrom',
        1,
        'Version 2: Effective from must be on or after 1 Jul 2017 (when GST began)',
      ],
      [[BASE, { ...BASE }], 'effectiveFrom', 1, 'Version 2: Effective from 01/09/2022 is already version 1'],
      [[], 'versions', 0, 'Keep at least one version of the schedule'],
    ] as const) {
      const r = await t.admin.gql(UPDATE_SCHEDULE, { channel: 'flipkart', versions, version: 0 });
      expect(r.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field, row } });
    }
    const rules = [
      { hsnPrefix: '61', effectiveFrom: '2025-09-22', ratePercent: 5 },
      { hsnPrefix: '6', effectiveFrom: '2025-09-22', ratePercent: 5 },
    ];
    const g = await t.admin.gql(UPDATE_RULES, { rules, version: 0 });
    expect(g.errors![0]).toMatchObject({
      message: 'Rule 2: HSN prefix must be 2 to 8 digits',
      extensions: { code: 'BAD_USER_INPUT', field: 'hsnPrefix', row: 1 },
    });
    const after = await t.admin.gql<{ feeSchedules: Schedule[] }>(`{ ${SCHEDULES} }`);
    expect(after.data!.feeSchedules.find((s) => s.channel === 'flipkart')!.version).toBe(0);
  });

  // What the Settings screen used to send for "250" (a fee of 0) or "250: x" (null, from NaN) is refused
  // by the server itself with core's message, naming the version and the field, and nothing is saved.
  it('refuses a closing-fee band without a fee or out of order, and a number left out, in staff terms', async () => {
    const bands = (closingFeeBands: unknown[]) => [
      BASE,
      { ...BASE, effectiveFrom: '2024-04-01', closingFeeBands },
    ];
    const write = '; write each band as up-to: fee, e.g. 300: 9';
    for (const [versions, field, row, message] of [
      [
        bands([
          { upTo: 250, fee: null },
          { upTo: null, fee: 56 },
        ]),
        'closingFeeBands',
        1,
        `Version 2: Closing fee bands (up to ₹: fee): "250" has no fee${write}`,
      ],
      [
        bands([{ upTo: 250 }, { upTo: null, fee: 56 }]),
        'closingFeeBands',
        1,
        `Version 2: Closing fee bands (up to ₹: fee): "250" has no fee${write}`,
      ],
      [
        bands([{ upTo: 250, fee: 8 }, { fee: -1 }]),
        'closingFeeBands',
        1,
        'Version 2: Closing fee bands (up to ₹: fee): "above: -1" has a fee below 0; a fee is 0 or more',
      ],
      [
        bands([
          { upTo: 500, fee: 8 },
          { upTo: 250, fee: 12 },
          { upTo: null, fee: 56 },
        ]),
        'closingFeeBands',
        1,
        'Version 2: Closing fee bands (up to ₹: fee): "250: 12" must go up to more than 500, where the band before it ends; list the bands from the lowest price up',
      ],
      [
        [{ ...BASE, feeGstPercent: null }],
        'feeGstPercent',
        0,
        'Version 1: GST on fees % is empty; write a percent from 0 to 100',
      ],
      [
        [{ ...BASE, referralGstPercent: undefined }],
        'referralGstPercent',
        0,
        'Version 1: Referral-fee GST % of price is empty; write a percent from 0 to 100',
      ],
    ] as const) {
      const r = await t.admin.gql(UPDATE_SCHEDULE, { channel: 'amazon', versions, version: 0 });
      expect(r.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field, row } });
    }
    for (const [rules, field, message] of [
      [
        [{ hsnPrefix: '9503', effectiveFrom: '2025-09-22', ratePercent: null }],
        'ratePercent',
        'Rule 1: Rate % is empty; write a percent from 0 to 100',
      ],
      [
        [{ hsnPrefix: '9503', effectiveFrom: '2025-09-22', ratePercent: 5, band: { thresholdRupees: 1000 } }],
        'ratePercentAbove',
        'Rule 1: Rate above % is empty; write a percent from 0 to 100, or empty Up to ₹ a piece (before GST) as well for one rate at every price',
      ],
    ] as const) {
      const g = await t.admin.gql(UPDATE_RULES, { rules, version: 0 });
      expect(g.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field, row: 0 } });
    }
    const after = await t.admin.gql<{ feeSchedules: Schedule[] }>(`{ ${SCHEDULES} }`);
    expect(after.data!.feeSchedules.find((s) => s.channel === 'amazon')!).toMatchObject({
      version: 0,
      versions: [BASE],
    });
    const rules = await t.admin.gql<{ gstRules: { version: number } }>(`{ ${RULES} }`);
    expect(rules.data!.gstRules.version).toBe(0);
  });

  it('saves a new version (oldest first), audits it, refuses a stale save, and listings follow it by date', async () => {
    const saved = await t.admin.gql<{ updateFeeSchedule: Schedule }>(UPDATE_SCHEDULE, {
      channel: 'littleKid',
      versions: [{ ...BASE, effectiveFrom: '2025-01-01', feeGstPercent: 12 }, BASE],
      version: 0,
    });
    expect(saved.data!.updateFeeSchedule).toMatchObject({
      version: 1,
      versions: [
        { effectiveFrom: '2022-09-01', feeGstPercent: 18 },
        { effectiveFrom: '2025-01-01', feeGstPercent: 12 },
      ],
    });
    const stale = await t.admin.gql(UPDATE_SCHEDULE, { channel: 'littleKid', versions: [BASE], version: 0 });
    expect(stale.errors![0]!.extensions!.code).toBe('CONFLICT');
    // who saved it since and when, on India's clock (decision 145)
    expect(stale.errors![0]!.message).toBe(
      'admin saved this setting at 15 Jan 2026, 11:30 am, after you opened it, so nothing was saved: look at their change, then save again to keep yours',
    );
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'setting')
      .where('entity_id', '=', 'feeSchedule.littleKid')
      .execute();
    expect(audit).toHaveLength(1);

    // shipping ₹60 with GST: 70.80 at 18 % (2024), 67.20 at 12 % (from 2025)
    const product = await createProduct(t.user, { purchaseCost: 180, gst: 5 });
    const listing = await createListing(t.user, LISTING_CHANNELS[3], {
      products: { connect: [{ id: product.id }] },
    });
    const q = `query($at: Date) { littleKidListings(first: 100, at: $at) { id totalShippingFee } }`;
    const fee = async (at: string | null) =>
      (
        await t.user.gql<{ littleKidListings: { id: string; totalShippingFee: number }[] }>(q, { at })
      ).data!.littleKidListings.find((l) => l.id === listing.id)!.totalShippingFee;
    expect(await fee('2024-12-31')).toBe(70.8);
    expect(await fee('2025-01-01')).toBe(67.2);
    expect(await fee(null)).toBe(67.2);
  });

  it('stores no new version and no History entry for a Save that changes nothing', async () => {
    const save = (versions: unknown[], version: number) =>
      t.admin.gql<{ updateFeeSchedule: Schedule }>(UPDATE_SCHEDULE, {
        channel: 'trendyHandy',
        versions,
        version,
      });
    const changed = [{ ...BASE, effectiveFrom: '2025-06-01', feeGstPercent: 12 }, BASE];
    expect((await save(changed, 0)).data!.updateFeeSchedule.version).toBe(1);
    // the same versions again, in another order: nothing changes
    expect((await save([...changed].reverse(), 1)).data!.updateFeeSchedule.version).toBe(1);
    const audits = () =>
      t.app.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'setting')
        .where('entity_id', '=', 'feeSchedule.trendyHandy')
        .execute();
    expect(await audits()).toHaveLength(1);
    // a real change is stored and audited as before
    expect((await save([BASE], 1)).data!.updateFeeSchedule.version).toBe(2);
    expect(await audits()).toHaveLength(2);
  });

  it('prices a product "by HSN code" with the GST rule of the date, across the price band', async () => {
    const product = await createProduct(t.user, {
      purchaseCost: 500,
      gst: 12,
      hsnCode: '61091000',
      gstMode: 'BY_HSN',
    });
    expect(product).toMatchObject({ gst: null });
    const meesho = LISTING_CHANNELS[2];
    const q = `query($at: Date) { meeshoListings(first: 100, at: $at) { id taxInsidePrice products { gstMode } } }`;
    const tax = async (listingId: string, at: string) =>
      (
        await t.user.gql<{ meeshoListings: { id: string; taxInsidePrice: number }[] }>(q, { at })
      ).data!.meeshoListings.find((l) => l.id === listingId)!.taxInsidePrice;
    const at2625 = await createListing(t.user, meesho, {
      listingPrice: 2625,
      products: { connect: [{ id: product.id }] },
    });
    const at2626 = await createListing(t.user, meesho, {
      listingPrice: 2626,
      products: { connect: [{ id: product.id }] },
    });
    expect(await tax(at2625.id, '2026-01-15')).toBe(125); // r(2625 × 5 / 105)
    expect(await tax(at2626.id, '2026-01-15')).toBe(400.58); // r(2626 × 18 / 118)
    expect(await tax(at2626.id, '2025-09-21')).toBe(281.36); // 12 % before 22 Sep 2025
    // the rate itself, which the Listing CSVs write (issue 40): the rule's at the listing price
    const gstOf = async (listingId: string, at: string) =>
      (
        await t.user.gql<{ meeshoListings: { id: string; gst: number | null }[] }>(
          `query($at: Date) { meeshoListings(first: 100, at: $at) { id gst } }`,
          { at },
        )
      ).data!.meeshoListings.find((l) => l.id === listingId)!.gst;
    expect(await gstOf(at2625.id, '2026-01-15')).toBe(5);
    expect(await gstOf(at2626.id, '2026-01-15')).toBe(18);
    expect(await gstOf(at2626.id, '2025-09-21')).toBe(12);
    // an ADMIN edit of the table reaches the listings
    const r = await t.admin.gql(UPDATE_RULES, {
      rules: [{ hsnPrefix: '6109', effectiveFrom: '2025-09-22', ratePercent: 12 }],
      version: 0,
    });
    expect(r.errors).toBeUndefined();
    expect(await tax(at2625.id, '2026-01-15')).toBe(281.25); // r(2625 × 12 / 112)
  });

  // last: it leaves GST rules of its own in the table
  it('a GST rule’s rate entered or changed is a rate in force; a rate stored before is kept (decision 152)', async () => {
    type Rules = {
      gstRules: {
        version: number;
        rules: { hsnPrefix: string; effectiveFrom: string; ratePercent: number }[];
      };
    };
    const current = (await t.admin.gql<Rules>(`{ ${RULES} }`)).data!.gstRules;
    const slip = { hsnPrefix: '95', effectiveFrom: '2025-09-22', ratePercent: 1.8 };
    const stored = current.rules.map(({ hsnPrefix, effectiveFrom, ratePercent }) => ({
      hsnPrefix,
      effectiveFrom,
      ratePercent,
    }));
    const refused = await t.admin.gql(UPDATE_RULES, { rules: [...stored, slip], version: current.version });
    expect(refused.errors![0]).toMatchObject({
      message: `Rule ${stored.length + 1}: Rate % must be a rate in force: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 % (it is 1.8)`,
      extensions: { code: 'BAD_USER_INPUT', field: 'ratePercent', row: stored.length },
    });
    // stored so before the check (written past it): the table is still saved, with a rule added
    const pens = { hsnPrefix: '96', effectiveFrom: '2025-09-22', ratePercent: 18 };
    const first = await t.admin.gql<{ updateGstRules: { version: number } }>(UPDATE_RULES, {
      rules: [...stored, pens],
      version: current.version,
    });
    expect(first.errors).toBeUndefined();
    await t.app.database.db
      .updateTable('settings')
      .set({
        value: JSON.stringify([
          ...current.rules,
          { ...slip, band: null, note: '' },
          { ...pens, band: null, note: '' },
        ]),
      })
      .where('key', '=', 'gstRules')
      .execute();
    const kept = await t.admin.gql<{ updateGstRules: { version: number } }>(UPDATE_RULES, {
      rules: [...stored, slip, pens, { ...pens, hsnPrefix: '97' }],
      version: first.data!.updateGstRules.version,
    });
    expect(kept.errors).toBeUndefined();
    const changed = await t.admin.gql(UPDATE_RULES, {
      rules: [...stored, { ...slip, ratePercent: 2.8 }],
      version: kept.data!.updateGstRules.version,
    });
    expect(changed.errors![0]).toMatchObject({ extensions: { field: 'ratePercent', row: stored.length } });
  });
});
