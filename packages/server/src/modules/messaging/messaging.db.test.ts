import { DEFAULT_MESSAGE_SETTINGS } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const FIELDS = `templates { firstOrder inTransit rto ndr callScript } deliveryPromise eddDays unboxingVideoLink
  shopLinks returnDiscountRupees couponRules { keyword code } trackingLinks { ithink shiprocket } version`;
const GET = `query { messageSettings { ${FIELDS} } }`;
const UPDATE = `mutation($data: MessageSettingsInput!, $version: Int!) {
  updateMessageSettings(data: $data, version: $version) { ${FIELDS} } }`;

type Settings = typeof DEFAULT_MESSAGE_SETTINGS & { version: number };

describe('message settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the built-in texts to every signed-in user until an ADMIN saves', async () => {
    const got = await t.user.gql<{ messageSettings: Settings }>(GET);
    expect(got.data!.messageSettings).toEqual({ ...DEFAULT_MESSAGE_SETTINGS, version: 0 });
  });

  it('lets only an ADMIN save, checks placeholders naming the field, and locks against a stale save', async () => {
    const data = { ...DEFAULT_MESSAGE_SETTINGS, deliveryPromise: '2-3 days' };
    const byUser = await t.user.gql(UPDATE, { data, version: 0 });
    expect(byUser.errors![0]!.extensions!.code).toBe('FORBIDDEN');

    const bad = await t.admin.gql(UPDATE, {
      data: { ...data, templates: { ...data.templates, rto: 'Hi {name}' } },
      version: 0,
    });
    expect(bad.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'templates.rto' } });
    expect(bad.errors![0]!.message).toContain('{name} is not a placeholder');
    // a number left out reaches core's check, named as the Settings section labels the field
    const empty = await t.admin.gql(UPDATE, { data: { ...data, returnDiscountRupees: null }, version: 0 });
    expect(empty.errors![0]).toMatchObject({
      message: 'Discount for a returned order (₹) is empty; write an amount from ₹0 to ₹1,00,000',
      extensions: { code: 'BAD_USER_INPUT', field: 'returnDiscountRupees' },
    });

    const saved = await t.admin.gql<{ updateMessageSettings: Settings }>(UPDATE, {
      data: { ...data, couponRules: [{ keyword: ' Quilt ', code: '200QUILT' }] },
      version: 0,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateMessageSettings).toMatchObject({
      deliveryPromise: '2-3 days',
      couponRules: [{ keyword: 'Quilt', code: '200QUILT' }],
      version: 1,
    });

    const stale = await t.admin.gql(UPDATE, { data, version: 0 });
    expect(stale.errors![0]!.extensions!.code).toBe('CONFLICT');
    const read = await t.user.gql<{ messageSettings: Settings }>(GET);
    expect(read.data!.messageSettings.deliveryPromise).toBe('2-3 days');
  });
});
