import { gstinCheckCharacter } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKidsSetListing, orderLineValues } from '../../../test/factories.ts';
import { storeLines } from '../../../test/ledger-fixture.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { OrderLineValues } from '../ledger/order-line-record.ts';

// The /gst screen's reads on both databases (docs/gst.md, decisions 320–322): the checks that need more
// than the period's lines (a line in another period's export, a marketplace invoice number repeated in
// the financial year, the sales an upload did not store), a figure's lines a page at a time, and the
// TCS/TDS ledger with the credited figures entered from the portal. August 2026, seen on 5 Sep 2026.

const RETURN = `query ($period: String!) { gstReturn(period: $period) {
  period label missing notStoredCount notStoredValue
  channels { channel saleLines sales returnLines returns }
  sections { key count taxable tax rows { label drill count taxable tax ref { kind id } } }
  checks { code severity message ref { kind id label channel orderId billDate productId } } } }`;
const LINES = `query ($period: String!, $drill: String!, $first: Int!, $skip: Int!) {
  gstLines(period: $period, drill: $drill, first: $first, skip: $skip) {
    total lines { id orderId event date amount rate state } } }`;
const LEDGER = `query ($period: String!) { gstWithholding(period: $period) {
  channel month etin taxable creditedBy creditedAt
  tcs { section rates expected withheld credited withheldLessExpected creditedLessWithheld }
  tds { section rates expected withheld credited withheldLessExpected creditedLessWithheld } } }`;
const CREDIT = `mutation ($channel: MarketplaceChannel!, $month: String!, $tcs: Float, $tds: Float) {
  setGstWithholdingCredit(channel: $channel, month: $month, tcsCredited: $tcs, tdsCredited: $tds) {
    channel month creditedBy tcs { credited creditedLessWithheld } tds { credited } } }`;

interface Check {
  code: string;
  severity: string;
  message: string;
  ref: { kind: string; id: string; label: string; channel: string | null; orderId: string | null } | null;
}

describe('the /gst period: further checks, drill-down and the TCS/TDS ledger', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const open = async (period: string) => {
    const r = await t.user.gql<{
      gstReturn: { checks: Check[]; missing: string[]; notStoredCount: number; notStoredValue: number };
    }>(RETURN, { period });
    expect(r.errors).toBeUndefined();
    return r.data!.gstReturn;
  };
  const line = (key: string, v: Partial<OrderLineValues> & { billDate: string }) => {
    const l = orderLineValues({
      channel: 'flipkart',
      orderId: key,
      state: 'Karnataka',
      igstRate: 5,
      gstRate: 5,
      invoiceAmountPaise: 105000,
      ...v,
    });
    ids[key] = l.id;
    return l;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-09-05T06:00:00Z') });
    await storeLines(t, [
      line('J1', { billDate: '2026-07-30', marketplaceInvoiceNo: 'FAKA2627000001' }),
      line('J2', { billDate: '2026-07-31', marketplaceInvoiceNo: 'FAKA2627000002' }),
      line('G1', { billDate: '2026-08-02', marketplaceInvoiceNo: 'FAKA2627000003' }),
      // the same invoice number as G1, another order of the financial year (June)
      line('G0', { billDate: '2026-06-10', marketplaceInvoiceNo: 'FAKA2627000003' }),
      // a number of the last financial year: not this year's repetition
      line('G2', { billDate: '2026-08-03', marketplaceInvoiceNo: 'FAKA2526000009' }),
      line('M1', { billDate: '2026-03-20', marketplaceInvoiceNo: 'FAKA2526000009' }),
      line('G3', {
        billDate: '2026-08-04',
        channel: 'amazon',
        state: 'Maharashtra',
        invoiceAmountPaise: 210000,
        marketplaceInvoiceNo: 'IN-AMZ-7',
        isReturn: true,
        returnDate: '2026-08-20',
      }),
    ]);
  });
  afterAll(() => t.close());

  it('lists the sales an upload did not store, with their value, until a line of their key is stored', async () => {
    await createKidsSetListing(t.user);
    const file = [
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Ship to name,City,Tracking ID',
      'NS1,"Aug 20, 2026",KIDS-SET-01,499,1,Buyer One,Pune,FM1',
      'NS2,"Aug 21, 2026",NO-SUCH-2,650,1,Buyer Two,Pune,FM2',
      'NS3,"Aug 22, 2026",NO-SUCH-3,348.50,2,Buyer Three,Pune,FM3',
    ].join('\n');
    const res = await t.user.request(
      'POST',
      '/files/reports/sale/flipkart',
      multipartFile('sale.csv', file, 'text/csv'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stored: 1 });

    const r = await open('2026-08');
    expect(r.notStoredCount).toBe(2);
    expect(r.notStoredValue).toBe(998.5);
    const missed = r.checks.filter((c) => c.code === 'SALE_NOT_STORED');
    expect(missed.map((c) => c.ref)).toEqual([
      expect.objectContaining({ kind: 'UPLOAD', id: 'flipkart', channel: 'flipkart' }),
      expect.objectContaining({ kind: 'UPLOAD', id: 'flipkart', channel: 'flipkart' }),
    ]);
    expect(missed[0]!.message).toMatch(
      /^Flipkart sale report, line 3 of 21 Aug 2026: order NS2 \(SKU NO-SUCH-2, ₹650\.00\) was invoiced by the marketplace but not stored \(.+\); store it, or the return misses it$/,
    );
    expect(r.missing.some((m) => m.startsWith('2 sale lines of uploaded reports not stored (₹998.50)'))).toBe(
      true,
    );
    // not in another period's return
    expect((await open('2026-07')).notStoredCount).toBe(0);

    // the sale stored (as a new upload with its listing would): no longer missed
    await storeLines(t, [
      line('NS2', { billDate: '2026-08-21', sku: 'NO-SUCH-2', invoiceAmountPaise: 65000 }),
    ]);
    const after = await open('2026-08');
    expect(after.notStoredCount).toBe(1);
    expect(after.checks.filter((c) => c.code === 'SALE_NOT_STORED').map((c) => c.message)).toEqual([
      expect.stringContaining('order NS3 (SKU NO-SUCH-3, ₹348.50)'),
    ]);
  });

  it('names a marketplace invoice number repeated in the financial year, not one of the year before', async () => {
    const repeated = (await open('2026-08')).checks.filter((c) => c.code === 'DOCUMENT_REPEATED');
    expect(repeated.map((c) => c.ref?.id).sort()).toEqual([ids.G0, ids.G1].sort());
    expect(repeated.map((c) => c.ref?.kind)).toEqual(['ORDER_LINE', 'ORDER_LINE']);
    expect(repeated[0]!.message).toBe(
      'Flipkart invoice FAKA2627000003 (order G0, 10 Jun 2026): document number FAKA2627000003 is used 2 times in the financial year 2026-27; each must be unique',
    );
    expect(repeated[1]!.ref).toMatchObject({ channel: 'flipkart', orderId: 'G1' });
  });

  it('names a line held by another period’s export, or by two periods, never a month beside its quarter', async () => {
    expect((await t.user.request('GET', '/files/gst/gstr1/2026-07.json')).statusCode).toBe(200);
    expect((await open('2026-08')).checks.filter((c) => c.code === 'LINE_IN_TWO_PERIODS')).toEqual([]);

    // J2's bill date corrected to 1 Aug after July was exported: August now holds it too
    await t.app.database.db
      .updateTable('order_lines')
      .set({ bill_date: '2026-08-01' })
      .where('id', '=', ids.J2!)
      .execute();
    const twice = (await open('2026-08')).checks.filter((c) => c.code === 'LINE_IN_TWO_PERIODS');
    expect(twice.map((c) => [c.ref?.id, c.message])).toEqual([
      [ids.J2, 'Flipkart order J2 (SKU S): is also in the return exported for Jul 2026'],
    ]);
    // July exported again without it: no longer held by July
    expect((await t.user.request('GET', '/files/gst/gstr1/2026-07.xlsx')).statusCode).toBe(200);
    expect((await open('2026-08')).checks.filter((c) => c.code === 'LINE_IN_TWO_PERIODS')).toEqual([]);
    // the quarter holds August's lines as August does: no check either way
    expect((await t.user.request('GET', '/files/gst/gstr1/2026-Q3.json')).statusCode).toBe(200);
    expect((await open('2026-08')).checks.filter((c) => c.code === 'LINE_IN_TWO_PERIODS')).toEqual([]);
    expect((await open('2026-Q3')).checks.filter((c) => c.code === 'LINE_IN_TWO_PERIODS')).toEqual([]);
  });

  it('lists a figure’s lines a page at a time, and refuses a key that names no figure', async () => {
    const page = async (drill: string, first: number, skip: number) => {
      const r = await t.user.gql<{
        gstLines: { total: number; lines: { orderId: string; event: string; amount: number }[] };
      }>(LINES, { period: '2026-08', drill, first, skip });
      expect(r.errors).toBeUndefined();
      return r.data!.gstLines;
    };
    const first = await page('source:flipkart:sale', 2, 0);
    expect(first.total).toBe(5); // J2 (moved), G1, G2, NS1, NS2
    expect(first.lines.map((l) => l.orderId)).toEqual(['J2', 'G1']);
    expect((await page('source:flipkart:sale', 2, 4)).lines.map((l) => l.orderId)).toEqual(['NS2']);
    expect((await page('source:amazon:return', 10, 0)).lines).toEqual([
      expect.objectContaining({ orderId: 'G3', event: 'RETURN', date: '2026-08-20', amount: 2100, rate: 5 }),
    ]);
    // Karnataka at 5 %: the b2cs figure's lines
    const r = await t.user.gql<{
      gstReturn: { sections: { key: string; rows: { drill: string; taxable: number }[] }[] };
    }>(RETURN, { period: '2026-08' });
    const b2cs = r.data!.gstReturn.sections.find((s) => s.key === 'b2cs')!;
    const ka = b2cs.rows.find((x) => x.drill.startsWith('b2cs:29:5:'))!;
    expect(ka.taxable).toBe(3619.05); // 3 × ₹1,050 and ₹650 with 5 % inside (NS1 has no state)
    expect((await page(ka.drill, 10, 0)).lines.map((l) => l.orderId)).toEqual(['J2', 'G1', 'G2', 'NS2']);

    const bad = await t.user.gql(LINES, { period: '2026-08', drill: 'b2cs:Karnataka', first: 10, skip: 0 });
    expect(bad.errors?.[0]?.message).toBe(
      '“b2cs:Karnataka” names no figure of the return to list the lines of',
    );
    const big = await t.user.gql(LINES, {
      period: '2026-08',
      drill: 'source:flipkart:sale',
      first: 201,
      skip: 0,
    });
    expect(big.errors?.[0]?.message).toBe('A page holds 1 to 200 lines');
  });

  it('keeps the TCS/TDS ledger: withheld per the payment reports, expected at the dated rates, credited as entered', async () => {
    await t.app.database.db
      .insertInto('order_line_payments')
      .values(
        [ids.G1, ids.G2].map((id) => ({
          order_line_id: id!,
          entry_key: 'settlement 1',
          payment_date: '2026-08-15',
          amount_paise: 90000,
          tcs_paise: 500,
          tds_paise: 100,
          created_at: '2026-08-15T00:00:00Z',
          created_by: null,
        })),
      )
      .execute();
    const ledger = async () => {
      const r = await t.user.gql<{ gstWithholding: Record<string, unknown>[] }>(LEDGER, {
        period: '2026-08',
      });
      expect(r.errors).toBeUndefined();
      return r.data!.gstWithholding;
    };
    const rows = await ledger();
    expect(rows.map((r) => r.channel)).toEqual(['flipkart', 'amazon', 'meesho']);
    const fk = rows[0]!;
    // J2, G1, G2 at ₹1,000 taxable, NS1 (₹499) and NS2 (₹650) at 5 %: ₹475.24 + ₹619.05
    expect(fk).toMatchObject({
      month: '2026-08',
      etin: '',
      taxable: 4094.29,
      tcs: {
        section: 'Section 52, CGST Act 2017',
        rates: '0.5',
        expected: 20.47,
        withheld: 10,
        credited: null,
        withheldLessExpected: -10.47,
        creditedLessWithheld: null,
      },
      tds: { section: 'Section 393, Income-tax Act 2025', rates: '0.1', expected: 4.09, withheld: 2 },
    });
    // Amazon: sold and returned in the month, nothing expected
    expect(rows[1]).toMatchObject({ taxable: 0, tcs: { expected: 0, withheld: 0 } });

    const saved = await t.user.gql<{ setGstWithholdingCredit: Record<string, unknown> }>(CREDIT, {
      channel: 'flipkart',
      month: '2026-08',
      tcs: 9.5,
      tds: null,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setGstWithholdingCredit).toEqual({
      channel: 'flipkart',
      month: '2026-08',
      creditedBy: 'staff',
      tcs: { credited: 9.5, creditedLessWithheld: -0.5 },
      tds: { credited: null },
    });
    expect((await ledger())[0]).toMatchObject({
      creditedBy: 'staff',
      creditedAt: '2026-09-05T06:00:00.000Z',
    });

    const own = await t.user.gql(CREDIT, { channel: 'littleKid', month: '2026-08', tcs: 1 });
    expect(own.errors?.[0]?.message).toBe('Credited TCS and TDS are entered for a marketplace only');
    const negative = await t.user.gql(CREDIT, { channel: 'amazon', month: '2026-08', tcs: -1 });
    expect(negative.errors?.[0]?.message).toBe(
      'Amazon Aug 2026, TCS credited: give an amount in rupees, 0 or more, to the paisa',
    );
    const quarter = await t.user.gql(CREDIT, { channel: 'amazon', month: '2026-Q3', tcs: 1 });
    expect(quarter.errors?.[0]?.message).toBe('Month: give one month, 2026-08');

    const csv = await t.user.request('GET', '/files/gst/tcs-tds/2026-08.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="TCS-TDS-2026-08.csv"');
    const lines = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[1]).toBe(
      'Flipkart,,2026-08,4094.29,"Section 52, CGST Act 2017",0.5,20.47,10,-10.47,9.5,-0.5,' +
        '"Section 393, Income-tax Act 2025",0.1,4.09,2,-2.09,,,staff,2026-09-05T06:00:00.000Z',
    );
    expect((await t.anon.request('GET', '/files/gst/tcs-tds/2026-08.csv')).statusCode).toBe(401);
  });
  it('keeps Settings › GST return: every user reads it, only an ADMIN saves it, a bad ETIN named', async () => {
    const READ = `{ gstReturnSettings { hsnDigits jsonVersion etins { channel etin } b2clThresholds { effectiveFrom rupees } version } }`;
    const read = await t.user.gql<{
      gstReturnSettings: { etins: { channel: string; etin: string }[]; version: number; hsnDigits: number };
    }>(READ);
    expect(read.errors).toBeUndefined();
    const stored = read.data!.gstReturnSettings;
    expect(stored.etins.map((e) => e.channel)).toEqual(['flipkart', 'amazon', 'meesho']);
    const SAVE = `mutation ($d: GstReturnSettingsInput!, $v: Int!) { updateGstReturnSettings(data: $d, version: $v) { etins { channel etin } version } }`;
    const etin = '29AACCF0683K1C' + gstinCheckCharacter('29AACCF0683K1C');
    const data = (flipkart: string) => ({
      b2clThresholds: [
        { effectiveFrom: '2017-07-01', rupees: 250000 },
        { effectiveFrom: '2024-08-01', rupees: 100000 },
      ],
      hsnDigits: 4,
      jsonVersion: 'GST3.2.3',
      etins: [{ channel: 'flipkart', etin: flipkart }],
      tcs: [{ effectiveFrom: '2017-07-01', percent: 1, section: 'Section 52, CGST Act 2017' }],
      tds: [{ effectiveFrom: '2017-07-01', percent: 1, section: 'Section 194-O, Income-tax Act 1961' }],
    });
    const byUser = await t.user.gql(SAVE, { d: data(etin), v: stored.version });
    expect(byUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await t.admin.gql(SAVE, { d: data('29AACCF0683K1Z5'), v: stored.version });
    expect(bad.errors?.[0]?.message).toContain('Flipkart operator GSTIN (ETIN)');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ field: 'etins.flipkart' });
    const saved = await t.admin.gql<{
      updateGstReturnSettings: { etins: { channel: string; etin: string }[]; version: number };
    }>(SAVE, { d: data(etin.toLowerCase()), v: stored.version });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateGstReturnSettings.etins[0]).toEqual({ channel: 'flipkart', etin });
    expect(saved.data!.updateGstReturnSettings.version).toBe(stored.version + 1);
  });
});
