import fs from 'node:fs';
import { Ajv } from 'ajv';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GST_RETURN_SETTINGS, gstinCheckCharacter, summariseSeries } from '@seller-desk/core';
import { createListing, createProduct, LISTING_CHANNELS, orderLineValues } from '../../../test/factories.ts';
import { storeLines } from '../../../test/ledger-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { OrderLineValues } from '../ledger/order-line-record.ts';

// A month's GSTR-1 (docs/gst.md) on both databases against figures worked out by hand: September 2025,
// a seller in Maharashtra (27). Two marketplaces with intra- and inter-state lines, a rate change inside
// the month (blankets: 12 % above ₹1,000 a piece before 22 Sep 2025, 5 % up to ₹2,500 from it), a
// return of an August sale, a line sold and returned in the month, a line whose report gave no rate, a
// line without HSN and one with a state that is none; our own invoices to a registered buyer in Delhi,
// inside the state and to Karnataka above the b2cl threshold, a credit note and a cancelled invoice.

const PROFILE = {
  businessName: 'Little Kid Retail',
  address: '12 Market Road\nPune 411001',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  phone: '9876543210',
  email: 'accounts@littlekid.example',
  bankName: 'State Bank of India',
  bankAccountName: 'Little Kid Retail',
  bankAccountNumber: '12345678901',
  bankIfsc: 'SBIN0001234',
};
const BUYER = '07ABGCS4796R1Z8';

const SAVE = `mutation ($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {
  saveInvoice(kind: $kind, data: $data) { id invoiceNumber total } }`;

describe('GSTR-1 of September 2025 on the fixture month', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2025-10-05T06:00:00Z') });
    const p = await t.admin.gql(
      `mutation ($data: SellerProfileInput!) { updateSellerProfile(data: $data) { gstin } }`,
      {
        data: PROFILE,
      },
    );
    expect(p.errors).toBeUndefined();
    const meesho = LISTING_CHANNELS.find((c) => c.name === 'Meesho')!;
    const blanket = await createProduct(t.user, { hsnCode: '6301', gst: 5, unit: 'PCS' });
    const tshirt = await createProduct(t.user, { hsnCode: '6109', gst: 5, unit: 'PCS' });
    const lb = await createListing(t.user, meesho, { products: { connect: [{ id: blanket.id }] } });
    const lt = await createListing(t.user, meesho, { products: { connect: [{ id: tshirt.id }] } });
    ids.LB = lb.id;

    const fk = (key: string, v: Partial<OrderLineValues> & { billDate: string }) => {
      const l = orderLineValues({ channel: 'flipkart', orderId: key, listingId: lb.id, ...v });
      ids[key] = l.id;
      return l;
    };
    const az = (key: string, v: Partial<OrderLineValues> & { billDate: string }) =>
      fk(key, { channel: 'amazon', listingId: lt.id, ...v });
    const intra = (rate: number) => ({ cgstRate: rate / 2, sgstRate: rate / 2, gstRate: rate });
    const inter = (rate: number, priced = rate) => ({ igstRate: rate, gstRate: priced });
    await storeLines(t, [
      fk('F1', {
        billDate: '2025-09-05',
        state: 'Maharashtra',
        invoiceAmountPaise: 112000,
        ...intra(12),
        marketplaceInvoiceNo: 'FKMH2526000101',
      }),
      // taxed at 12 % on 25 Sep, when the rule gives 5 % (priced at 5 %)
      fk('F2', {
        billDate: '2025-09-25',
        state: 'KARNATAKA',
        invoiceAmountPaise: 118000,
        ...inter(12, 5),
        marketplaceInvoiceNo: 'FKMH2526000102',
      }),
      fk('F3', {
        billDate: '2025-09-25',
        state: 'Karnataka',
        invoiceAmountPaise: 105000,
        ...inter(5),
        marketplaceInvoiceNo: 'FKMH2526000103',
      }),
      // the report gave no rate: computed at the 5 % it was priced with
      fk('F4', {
        billDate: '2025-09-08',
        state: 'Maharashtra',
        invoiceAmountPaise: 63000,
        quantity: 2,
        listingId: lt.id,
        gstRate: 5,
        marketplaceInvoiceNo: 'FKMH2526000104',
      }),
      // sold and returned in the month
      fk('F5', {
        billDate: '2025-09-10',
        state: 'Maharashtra',
        invoiceAmountPaise: 112000,
        ...intra(12),
        marketplaceInvoiceNo: 'FKMH2526000105',
        isReturn: true,
        returnDate: '2025-09-18',
      }),
      // an August sale returned on 3 Sep
      fk('R1', {
        billDate: '2025-08-28',
        state: 'Karnataka',
        invoiceAmountPaise: 52500,
        ...inter(5),
        marketplaceInvoiceNo: 'FKMH2526000090',
        isReturn: true,
        returnDate: '2025-09-03',
      }),
      az('A1', {
        billDate: '2025-09-10',
        state: 'Tamil Nadu',
        invoiceAmountPaise: 49900,
        ...inter(5),
        marketplaceInvoiceNo: 'IN-AMZ-1',
      }),
      az('A2', {
        billDate: '2025-09-12',
        state: 'maharashtra',
        invoiceAmountPaise: 49900,
        ...intra(5),
        marketplaceInvoiceNo: 'IN-AMZ-2',
      }),
      az('A3', {
        billDate: '2025-09-15',
        state: 'Mahrashtra',
        invoiceAmountPaise: 49900,
        ...inter(5),
        marketplaceInvoiceNo: 'IN-AMZ-3',
      }),
      // no listing, so no product and no HSN
      az('A4', {
        billDate: '2025-09-20',
        state: 'Gujarat',
        invoiceAmountPaise: 29900,
        listingId: null,
        ...inter(18),
        marketplaceInvoiceNo: 'IN-AMZ-4',
      }),
      // another month's sale is not this one's
      az('A-OCT', { billDate: '2025-10-01', state: 'Gujarat', invoiceAmountPaise: 29900, ...inter(5) }),
    ]);

    const save = async (kind: string, data: Record<string, unknown>) => {
      const r = await t.user.gql<{ saveInvoice: { id: string; invoiceNumber: string } }>(SAVE, {
        kind,
        data: { clientAddress: '4 Chandni Chowk, Delhi 110006', ...data },
      });
      expect(r.errors).toBeUndefined();
      return r.data!.saveInvoice;
    };
    const line = (quantity: number, rate: number, gst: number, hsnCode: string) => ({
      description: hsnCode === '6301' ? 'Cotton blanket' : 'Cotton t-shirt',
      quantity,
      unit: 'PCS',
      rate,
      gst,
      hsnCode,
    });
    const d1 = await save('GST_INVOICE', {
      clientName: 'Asha Traders',
      gst: BUYER,
      invoiceDate: '2025-09-10',
      productLines: [line(2, 1000, 12, '6301')],
    });
    ids.D1 = d1.id;
    ids.D2 = (
      await save('GST_INVOICE', {
        clientName: 'Walk-in',
        placeOfSupply: '27',
        invoiceDate: '2025-09-11',
        productLines: [line(1, 600, 5, '6109')],
      })
    ).id;
    const d5 = await save('GST_INVOICE', {
      clientName: 'Walk-in',
      placeOfSupply: '27',
      invoiceDate: '2025-09-12',
      productLines: [line(1, 600, 5, '6109')],
    });
    ids.D5 = d5.id;
    const cancel = await t.admin.gql(
      `mutation ($id: ID!) { cancelInvoice(where: { id: $id }, reason: "typing mistake") { id } }`,
      { id: d5.id },
    );
    expect(cancel.errors).toBeUndefined();
    ids.D3 = (
      await save('GST_INVOICE', {
        clientName: 'Bengaluru Stores',
        placeOfSupply: '29',
        invoiceDate: '2025-09-26',
        productLines: [line(60, 2000, 5, '6301')],
      })
    ).id;
    ids.D4 = (
      await save('CREDIT_NOTE', {
        clientName: 'Asha Traders',
        invoiceDate: '2025-09-28',
        againstInvoice: d1.id,
        creditReason: 'RETURN',
        productLines: [{ ...line(1, 1000, 12, '6301'), invoiceLine: 1 }],
      })
    ).id;
  });
  afterAll(() => t.close());

  const prepare = (period: string) => t.app.services.gstr1.open(period);

  it('b2b, cdnr and b2cl: our invoices and note, per rate, exact in paise', async () => {
    const r = await prepare('2025-09');
    const rate = (rt: number, txval: number, igst: number) => ({
      rate: rt,
      taxablePaise: txval,
      igstPaise: igst,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(r.b2b).toEqual([
      {
        id: ids.D1,
        source: 'DOCUMENT',
        number: 'AE100925001',
        date: '2025-09-10',
        valuePaise: 224000,
        pos: '07',
        buyerGstin: BUYER,
        originalNumber: null,
        channel: null,
        items: [rate(12, 200000, 24000)],
      },
    ]);
    expect(r.cdnr).toEqual([
      {
        id: ids.D4,
        source: 'DOCUMENT',
        number: 'CN280925001',
        date: '2025-09-28',
        valuePaise: 112000,
        pos: '07',
        buyerGstin: BUYER,
        originalNumber: 'AE100925001',
        channel: null,
        items: [rate(12, 100000, 12000)],
      },
    ]);
    expect(r.b2cl).toEqual([
      {
        id: ids.D3,
        source: 'DOCUMENT',
        number: 'AE260925001',
        date: '2025-09-26',
        valuePaise: 12600000,
        pos: '29',
        buyerGstin: null,
        originalNumber: null,
        channel: null,
        items: [rate(5, 12000000, 600000)],
      },
    ]);
    expect(r.cdnur).toEqual([]);
  });

  it('b2cs net of returns by place of supply, rate and supply type', async () => {
    const r = await prepare('2025-09');
    const row = (
      pos: string,
      rate: number,
      supplyType: string,
      taxablePaise: number,
      igstPaise: number,
      half = 0,
    ) => ({
      pos,
      rate,
      supplyType,
      taxablePaise,
      igstPaise,
      cgstPaise: half,
      sgstPaise: half,
    });
    expect(r.b2cs).toEqual([
      // A4: ₹299 at 18 %: 25,339 + 4,561
      row('24', 18, 'INTER', 25339, 4561),
      // A2 47,524 (1,188 + 1,188) + F4 60,000 (1,500 + 1,500) + our D2 60,000 (1,500 + 1,500)
      row('27', 5, 'INTRA', 167524, 0, 4188),
      // F1 1,00,000 (6,000 + 6,000); F5 sold and returned in the month nets to 0
      row('27', 12, 'INTRA', 100000, 0, 6000),
      // F3 1,00,000 (5,000) less R1's return of an August sale, 50,000 (2,500)
      row('29', 5, 'INTER', 50000, 2500),
      // F2 ₹1,180 at 12 %: 1,05,357 + 12,643
      row('29', 12, 'INTER', 105357, 12643),
      // A1 ₹499 at 5 %: 47,524 + 2,376
      row('33', 5, 'INTER', 47524, 2376),
    ]);
  });

  it('hsn_b2b and hsn_b2c, and the section totals agree', async () => {
    const r = await prepare('2025-09');
    const hsn = (
      code: string,
      uqc: string,
      rate: number,
      quantity: number,
      txval: number,
      igst: number,
      half = 0,
    ) => ({
      hsn: code,
      uqc,
      rate,
      quantity,
      taxablePaise: txval,
      igstPaise: igst,
      cgstPaise: half,
      sgstPaise: half,
    });
    // D1's two blankets less the one credited
    expect(r.hsnB2b).toEqual([hsn('6301', 'PCS', 12, 1, 100000, 12000)]);
    expect(r.hsnB2c).toEqual([
      hsn('', '', 18, 1, 25339, 4561),
      // A1, A2, F4 (2 pieces), D2
      { ...hsn('6109', 'PCS', 5, 5, 215048, 2376), cgstPaise: 4188, sgstPaise: 4188 },
      // F3 less R1, and D3's 60
      hsn('6301', 'PCS', 5, 60, 12050000, 602500),
      // F1, F2 (F5 nets to 0)
      { ...hsn('6301', 'PCS', 12, 2, 205357, 12643), cgstPaise: 6000, sgstPaise: 6000 },
    ]);
    expect(r.checks.filter((c) => c.code === 'B2B_HSN_TOTALS' || c.code === 'B2C_HSN_TOTALS')).toEqual([]);
  });

  it('a b2cs or HSN figure drills down to our documents’ lines too, each naming its document', async () => {
    const drill = async (key: string) => {
      const r = await t.user.gql<{
        gstLines: {
          total: number;
          lines: { orderId: string }[];
          documents: {
            documentId: string;
            kind: string;
            number: string;
            date: string;
            line: number;
            taxable: number;
          }[];
        };
      }>(
        `query ($drill: String!) { gstLines(period: "2025-09", drill: $drill, first: 50, skip: 0) {
          total lines { orderId } documents { documentId kind number date line description hsn rate quantity taxable } } }`,
        { drill: key },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.gstLines;
    };
    // Maharashtra at 5 %: A2 and F4 from the marketplaces, our D2 (D5 is cancelled: Table 13 only)
    const intra = await drill('b2cs:27:5:INTRA');
    expect(intra.lines.map((l) => l.orderId).sort()).toEqual(['A2', 'F4']);
    expect(intra.documents).toEqual([
      {
        documentId: ids.D2,
        kind: 'GST_INVOICE',
        number: 'AE110925001',
        date: '2025-09-11',
        line: 1,
        description: 'Cotton t-shirt',
        hsn: '6109',
        rate: 5,
        quantity: 1,
        taxable: 600,
      },
    ]);
    // blankets at 12 %: D1's line, and the credit note's taking one away (hsn_b2b); F1, F2 sold (hsn_b2c)
    const hsn = await drill('hsn:6301:12');
    expect(hsn.documents.map((d) => [d.documentId, d.kind, d.number, d.line, d.taxable])).toEqual([
      [ids.D1, 'GST_INVOICE', 'AE100925001', 1, 2000],
      [ids.D4, 'CREDIT_NOTE', 'CN280925001', 1, -1000],
    ]);
    // D3 above the b2cl threshold is its own figure: not in Karnataka's b2cs, but in its HSN figure
    expect((await drill('b2cs:29:5:INTER')).documents).toEqual([]);
    expect((await drill('hsn:6301:5')).documents.map((d) => d.documentId)).toEqual([ids.D3]);
    // a source's lines are the marketplace's only
    expect((await drill('source:flipkart:sale')).documents).toEqual([]);
  });

  it('a check on one of our documents gives its number and date, for the link to it', async () => {
    const r = await t.user.gql<{
      gstReturn: {
        checks: {
          code: string;
          ref: { kind: string; id: string; number: string; billDate: string } | null;
        }[];
      };
    }>(`query { gstReturn(period: "2025-09") { checks { code ref { kind id number billDate } } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.gstReturn.checks.find((c) => c.code === 'B2C_ABOVE_THRESHOLD')!.ref).toEqual({
      kind: 'DOCUMENT',
      id: ids.D3,
      number: 'AE260925001',
      billDate: '2025-09-26',
    });
  });

  it('Table 14 per marketplace and Table 13 per series', async () => {
    const r = await prepare('2025-09');
    expect(r.eco).toEqual([
      // F1 + F2 + F3 + F4 − R1 (F5 nets to 0)
      { channel: 'flipkart', taxablePaise: 315357, igstPaise: 15143, cgstPaise: 7500, sgstPaise: 7500 },
      // A1 + A2 + A4 (A3 has no place of supply)
      { channel: 'amazon', taxablePaise: 120387, igstPaise: 6937, cgstPaise: 1188, sgstPaise: 1188 },
    ]);
    expect(r.docIssue).toEqual([
      { nature: 1, series: 'AE', from: 'AE100925001', to: 'AE260925001', total: 4, cancelled: 1, net: 3 },
      {
        nature: 1,
        series: 'FKMH',
        from: 'FKMH2526000101',
        to: 'FKMH2526000105',
        total: 5,
        cancelled: 0,
        net: 5,
      },
      { nature: 1, series: 'IN-AMZ-', from: 'IN-AMZ-1', to: 'IN-AMZ-4', total: 4, cancelled: 0, net: 4 },
      { nature: 5, series: 'CN', from: 'CN280925001', to: 'CN280925001', total: 1, cancelled: 0, net: 1 },
    ]);
  });

  it('each Table 13 series drills down to exactly the documents its row counts, a cancelled one marked', async () => {
    interface Page {
      total: number;
      lines: { orderId: string; invoiceNo: string; event: string; date: string }[];
      documents: unknown[];
      issued: {
        documentId: string;
        kind: string;
        number: string;
        date: string;
        amount: number;
        cancelled: boolean;
      }[];
      issuedTotal: number;
    }
    const drill = async (key: string, first = 200, skip = 0) => {
      const r = await t.user.gql<{ gstLines: Page }>(
        `query ($drill: String!, $first: Int!, $skip: Int!) {
          gstLines(period: "2025-09", drill: $drill, first: $first, skip: $skip) {
            total lines { orderId invoiceNo event date } documents { number }
            issued { documentId kind number date amount cancelled } issuedTotal } }`,
        { drill: key, first, skip },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.gstLines;
    };
    const r = await t.user.gql<{
      gstReturn: {
        documentsIssued: {
          series: string;
          nature: string;
          total: number;
          cancelled: number;
          drill: string;
        }[];
      };
    }>(`query { gstReturn(period: "2025-09") { documentsIssued { series nature total cancelled drill } } }`);
    expect(r.errors).toBeUndefined();
    const rows = r.data!.gstReturn.documentsIssued;
    expect(rows.map((s) => s.drill)).toEqual([
      'series:1|AE',
      'series:1|FKMH',
      'series:1|IN-AMZ-',
      'series:5|CN',
    ]);

    // every row: the numbers its drill-down lists are as many as its total, its cancelled ones as many
    for (const row of rows) {
      const page = await drill(row.drill);
      const numbers = new Set([...page.issued.map((d) => d.number), ...page.lines.map((l) => l.invoiceNo)]);
      expect(numbers.size, row.series).toBe(row.total);
      expect(page.issued.filter((d) => d.cancelled).length, row.series).toBe(row.cancelled);
      expect(page.issuedTotal).toBe(page.issued.length);
      expect(page.documents).toEqual([]);
    }

    // our tax invoices: D1, D2, the cancelled D5 and D3, by date; the credit note is a series of its own
    const ae = await drill('series:1|AE');
    expect(ae.total).toBe(0);
    expect(ae.issued).toEqual([
      {
        documentId: ids.D1,
        kind: 'GST_INVOICE',
        number: 'AE100925001',
        date: '2025-09-10',
        amount: 2240,
        cancelled: false,
      },
      {
        documentId: ids.D2,
        kind: 'GST_INVOICE',
        number: 'AE110925001',
        date: '2025-09-11',
        amount: 630,
        cancelled: false,
      },
      {
        documentId: ids.D5,
        kind: 'GST_INVOICE',
        number: 'AE120925001',
        date: '2025-09-12',
        amount: 630,
        cancelled: true,
      },
      {
        documentId: ids.D3,
        kind: 'GST_INVOICE',
        number: 'AE260925001',
        date: '2025-09-26',
        amount: 126000,
        cancelled: false,
      },
    ]);
    expect((await drill('series:5|CN')).issued.map((d) => [d.documentId, d.kind])).toEqual([
      [ids.D4, 'CREDIT_NOTE'],
    ]);
    // a page of our documents at the page's first and skip
    const second = await drill('series:1|AE', 2, 2);
    expect([second.issuedTotal, second.issued.map((d) => d.number)]).toEqual([
      4,
      ['AE120925001', 'AE260925001'],
    ]);

    // Flipkart's series: the sales carrying its numbers, in the series' order (R1's number is August's,
    // a return is no document issued: F5 counts once, as its sale)
    const fk = await drill('series:1|FKMH');
    expect(fk.issued).toEqual([]);
    expect(fk.lines.map((l) => [l.orderId, l.invoiceNo, l.event])).toEqual([
      ['F1', 'FKMH2526000101', 'SALE'],
      ['F2', 'FKMH2526000102', 'SALE'],
      ['F3', 'FKMH2526000103', 'SALE'],
      ['F4', 'FKMH2526000104', 'SALE'],
      ['F5', 'FKMH2526000105', 'SALE'],
    ]);
    expect((await drill('series:1|IN-AMZ-', 2, 2)).lines.map((l) => l.orderId)).toEqual(['A3', 'A4']);

    // a series no row has lists nothing; a key that is no series' is refused
    expect(await drill('series:5|FKMH')).toMatchObject({ total: 0, lines: [], issued: [] });
    const bad = await t.user.gql(
      `query { gstLines(period: "2025-09", drill: "series:AE", first: 10, skip: 0) { total } }`,
    );
    expect(bad.errors?.[0]?.message).toBe('“series:AE” names no figure of the return to list the lines of');
  });

  it('the sources with counts and totals, and what is missing', async () => {
    const r = await prepare('2025-09');
    expect(r.channels.filter((c) => c.channel === 'flipkart' || c.channel === 'amazon')).toEqual([
      {
        channel: 'flipkart',
        saleLines: 5,
        salePaise: 510000,
        returnLines: 2,
        returnPaise: 164500,
        computedLines: 1,
        noRateLines: 0,
      },
      {
        channel: 'amazon',
        saleLines: 4,
        salePaise: 179600,
        returnLines: 0,
        returnPaise: 0,
        computedLines: 0,
        noRateLines: 0,
      },
    ]);
    expect(r.documents).toEqual([
      { kind: 'GST_INVOICE', count: 4, cancelled: 1, totalPaise: 224000 + 63000 + 12600000 },
      { kind: 'CASH_MEMO', count: 0, cancelled: 0, totalPaise: 0 },
      { kind: 'CREDIT_NOTE', count: 1, cancelled: 0, totalPaise: 112000 },
    ]);
    expect(r.missing).toEqual([
      'Meesho: no sale lines in Sep 2025',
      'Flipkart: no sale lines on 26 of 30 days (1–4 Sep, 6–7 Sep, 9 Sep, 11–24 Sep, 26–30 Sep): is a sale report missing?',
      'Amazon: no sale lines on 26 of 30 days (1–9 Sep, 11 Sep, 13–14 Sep, 16–19 Sep, 21–30 Sep): is a sale report missing?',
    ]);
  });

  it('the checks name the line or document and point to it', async () => {
    const r = await prepare('2025-09');
    expect(r.checks.map((c) => [c.code, c.severity, c.ref?.id ?? null])).toEqual([
      ['HSN_MISSING', 'ERROR', ids.A4],
      ['RATE_DIFFERS', 'ERROR', ids.F2],
      ['UNKNOWN_STATE', 'ERROR', ids.A3],
      ['RETURN_OF_OTHER_PERIOD', 'INFO', ids.R1],
      ['TAX_COMPUTED', 'INFO', 'computed:flipkart:5'],
      ['B2C_ABOVE_THRESHOLD', 'INFO', ids.D3],
      // no marketplace's operator GSTIN entered yet
      ['ETIN_MISSING', 'ERROR', null],
      ['ETIN_MISSING', 'ERROR', null],
    ]);
    expect(r.checks[1]!.message).toBe(
      'Flipkart order F2 (SKU S): charged 12 % on ₹1,180.00 a piece on 25 Sep 2025; the GST rule for HSN 6301 gives 5 %',
    );
    expect(r.checks[2]!.message).toContain('delivery state “Mahrashtra” is no Indian state');
  });

  it('a period with no data says so; a bad period is refused', async () => {
    const r = await prepare('2025-11');
    expect(r.checks.map((c) => c.code)).toEqual(['NO_DATA']);
    expect(r.b2cs).toEqual([]);
    await expect(prepare('2025-13')).rejects.toThrow('is no return period');
  });

  it('a quarter holds its months', async () => {
    const r = await prepare('2025-Q3');
    expect(r.period.fp).toBe('092025');
    // July–September: R1's August sale is in it now, so its return nets against it in 29 @ 5 %
    expect(r.b2cs.find((x) => x.pos === '29' && x.rate === 5)).toMatchObject({
      taxablePaise: 100000,
      igstPaise: 5000,
    });
    expect(r.checks.some((c) => c.code === 'RETURN_OF_OTHER_PERIOD')).toBe(false);
  });

  it("Table 13's marketplace series summed in SQL are core's, numbers of uneven lengths and odd ones too", async () => {
    const numbers = ['INV/26-27/99', 'INV/26-27/100', 'INV/26-27/0100', 'XY10', 'XY9', 'XY10', 'BAD NO 7'];
    await storeLines(
      t,
      numbers.map((n, i) =>
        orderLineValues({
          channel: 'amazon',
          orderId: `T13-${i}`,
          billDate: '2024-02-10',
          state: 'Goa',
          invoiceAmountPaise: 10500,
          ...{ igstRate: 5, gstRate: 5 },
          marketplaceInvoiceNo: n,
        }),
      ),
    );
    const r = await prepare('2024-02');
    expect(r.docIssue).toEqual(
      summariseSeries(numbers.map((number) => ({ number, nature: 1, cancelled: false }))),
    );
    expect(r.docIssue.find((d) => d.series === 'INV/26-27/')).toMatchObject({
      from: 'INV/26-27/99',
      to: 'INV/26-27/100',
      total: 3,
    });
    expect(r.checks.filter((c) => c.code === 'DOCUMENT_NUMBER').map((c) => c.ref?.id)).toEqual([
      'invoice:BAD NO 7',
    ]);
    // a series' drill-down lists its sales in the series' order, as the row's first and last are read
    const lines = await t.user.gql<{ gstLines: { total: number; lines: { invoiceNo: string }[] } }>(
      `query { gstLines(period: "2024-02", drill: "series:1|INV/26-27/", first: 10, skip: 0) {
        total lines { invoiceNo } } }`,
    );
    expect(lines.data!.gstLines.lines.map((l) => l.invoiceNo)).toEqual([
      'INV/26-27/99',
      'INV/26-27/0100',
      'INV/26-27/100',
    ]);
  });

  describe('the files, with a session', () => {
    const FLIPKART_ETIN = '27AACCF0683K1C' + gstinCheckCharacter('27AACCF0683K1C');
    beforeAll(async () => {
      await t.app.database.db
        .insertInto('settings')
        .values({
          key: 'gstReturn',
          value: JSON.stringify({
            ...DEFAULT_GST_RETURN_SETTINGS,
            etins: { ...DEFAULT_GST_RETURN_SETTINGS.etins, flipkart: FLIPKART_ETIN },
          }),
          version: 1,
          updated_at: '2025-10-01T00:00:00.000Z',
          updated_by: null,
        })
        .execute();
    });

    it('refuses a caller without a session, and a file that is no period', async () => {
      expect((await t.anon.request('GET', '/files/gst/gstr1/2025-09.json')).statusCode).toBe(401);
      expect((await t.user.request('GET', '/files/gst/gstr1/2025-09.pdf')).statusCode).toBe(404);
      const bad = await t.user.request('GET', '/files/gst/gstr1/2025-13.json');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('is no return period');
    });

    it('the JSON follows the schema, with the figures in rupees', async () => {
      const res = await t.user.request('GET', '/files/gst/gstr1/2025-09.json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="GSTR1-27AAPFU0939F1ZV-2025-09.json"',
      );
      const json = res.json() as Record<string, unknown>;
      const schema = JSON.parse(
        fs.readFileSync(new URL('../../../test/gstr1-json.schema.json', import.meta.url), 'utf8'),
      ) as object;
      const validate = new Ajv({ multipleOfPrecision: 6, allErrors: true }).compile(schema);
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      expect(json).toMatchObject({
        gstin: '27AAPFU0939F1ZV',
        fp: '092025',
        version: 'GST3.2.3',
        hash: 'hash',
      });
      expect(json.b2cs).toEqual([
        { sply_ty: 'INTER', pos: '24', typ: 'OE', rt: 18, txval: 253.39, iamt: 45.61, csamt: 0 },
        { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 5, txval: 1675.24, camt: 41.88, samt: 41.88, csamt: 0 },
        { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 12, txval: 1000, camt: 60, samt: 60, csamt: 0 },
        { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 5, txval: 500, iamt: 25, csamt: 0 },
        { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 12, txval: 1053.57, iamt: 126.43, csamt: 0 },
        { sply_ty: 'INTER', pos: '33', typ: 'OE', rt: 5, txval: 475.24, iamt: 23.76, csamt: 0 },
      ]);
      expect(json.b2b).toEqual([
        {
          ctin: BUYER,
          inv: [
            {
              inum: 'AE100925001',
              idt: '10-09-2025',
              val: 2240,
              pos: '07',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { rt: 12, txval: 2000, iamt: 240, camt: 0, samt: 0, csamt: 0 } }],
            },
          ],
        },
      ]);
      expect(json.cdnr).toEqual([
        {
          ctin: BUYER,
          nt: [
            {
              ntty: 'C',
              nt_num: 'CN280925001',
              nt_dt: '28-09-2025',
              val: 1120,
              pos: '07',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { rt: 12, txval: 1000, iamt: 120, camt: 0, samt: 0, csamt: 0 } }],
            },
          ],
        },
      ]);
      expect(json.b2cl).toEqual([
        {
          pos: '29',
          inv: [
            {
              inum: 'AE260925001',
              idt: '26-09-2025',
              val: 126000,
              itms: [{ num: 1, itm_det: { rt: 5, txval: 120000, iamt: 6000, csamt: 0 } }],
            },
          ],
        },
      ]);
      // the row without an HSN code is left out of the file (its check says why)
      expect((json.hsn as { hsn_b2c: unknown[] }).hsn_b2c).toHaveLength(3);
      expect((json.doc_issue as { doc_det: { doc_num: number }[] }).doc_det.map((d) => d.doc_num)).toEqual([
        1, 5,
      ]);
      // Amazon has no ETIN yet: only Flipkart's line, and a check names Amazon
      expect(json.supeco).toEqual({
        clttx: [{ etin: FLIPKART_ETIN, suppval: 3153.57, igst: 151.43, cgst: 75, sgst: 75, cess: 0 }],
      });
    });

    it('the workbook reads back cell by cell: titles on row 1, headers on row 4, data from row 5', async () => {
      const res = await t.user.request('GET', '/files/gst/gstr1/2025-09.xlsx');
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual([
        'b2b,sez,de',
        'b2cl',
        'b2cs',
        'cdnr',
        'cdnur',
        'hsn(b2b)',
        'hsn(b2c)',
        'docs',
        'eco',
      ]);
      const row = (sheet: string, n: number) =>
        (wb.getWorksheet(sheet)!.getRow(n).values as unknown[]).slice(1);
      expect(row('b2cs', 1)).toEqual(['Summary For B2CS(7)']);
      expect(row('b2cs', 4)).toEqual([
        'Type',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ]);
      expect(row('b2cs', 5)).toEqual(['OE', '24-Gujarat', undefined, 18, 253.39, 0, '']);
      expect(row('b2cs', 6)).toEqual(['OE', '27-Maharashtra', undefined, 5, 1675.24, 0, '']);
      expect(row('b2cs', 3)[0]).toBe(4957.44);
      expect(row('b2b,sez,de', 5)).toEqual([
        BUYER,
        '',
        'AE100925001',
        new Date('2025-09-10T00:00:00Z'),
        2240,
        '07-Delhi',
        'N',
        undefined,
        'Regular B2B',
        '',
        12,
        2000,
        0,
      ]);
      expect(wb.getWorksheet('b2b,sez,de')!.getCell('D5').numFmt).toBe('dd-mmm-yyyy');
      expect(row('hsn(b2c)', 5)).toEqual([
        '6109',
        '',
        'PCS-PIECES',
        5,
        2258,
        5,
        2150.48,
        23.76,
        41.88,
        41.88,
        0,
      ]);
      expect(row('docs', 5)).toEqual(['Invoices for outward supply', 'AE100925001', 'AE260925001', 4, 1]);
      expect(row('eco', 5)).toEqual([
        'Liable to collect tax u/s 52(TCS)',
        FLIPKART_ETIN,
        'Flipkart',
        3153.57,
        151.43,
        75,
        75,
        0,
      ]);
    });

    it('marketplace B2B orders go to b2b, one invoice per number, and b2b and b2cl rows carry the ETIN', async () => {
      // March 2025 (b2cl above ₹1,00,000): an order of two lines on one invoice to a registered buyer,
      // a buyer GSTIN that fails the check (so B2C), and a ₹1,18,000 line to Karnataka (b2cl)
      const fk = (orderId: string, v: Partial<OrderLineValues>) =>
        orderLineValues({ channel: 'flipkart', orderId, listingId: ids.LB!, billDate: '2025-03-05', ...v });
      await storeLines(t, [
        fk('B2B-1', {
          state: 'Karnataka',
          invoiceAmountPaise: 118000,
          igstRate: 18,
          gstRate: 18,
          buyerGstin: BUYER,
          marketplaceInvoiceNo: 'FKB2B001',
        }),
        fk('B2B-1', {
          sku: 'S-2',
          state: 'Karnataka',
          invoiceAmountPaise: 59000,
          igstRate: 18,
          gstRate: 18,
          buyerGstin: BUYER,
          marketplaceInvoiceNo: 'FKB2B001',
        }),
        fk('BAD-GSTIN', {
          state: 'Maharashtra',
          invoiceAmountPaise: 105000,
          cgstRate: 2.5,
          sgstRate: 2.5,
          gstRate: 5,
          buyerGstin: '27AAAAA0000A1Z0',
          marketplaceInvoiceNo: 'FKB2B002',
        }),
        fk('BIG', {
          billDate: '2025-03-07',
          state: 'Karnataka',
          invoiceAmountPaise: 11800000,
          igstRate: 18,
          gstRate: 18,
          marketplaceInvoiceNo: 'FKBIG001',
        }),
      ]);
      const r = await prepare('2025-03');
      expect(r.b2b.map((d) => [d.number, d.buyerGstin, d.valuePaise, d.channel, d.items])).toEqual([
        [
          'FKB2B001',
          BUYER,
          177000,
          'flipkart',
          [{ rate: 18, taxablePaise: 150000, igstPaise: 27000, cgstPaise: 0, sgstPaise: 0 }],
        ],
      ]);
      expect(r.hsnB2b).toMatchObject([
        { hsn: '6301', rate: 18, quantity: 2, taxablePaise: 150000, igstPaise: 27000 },
      ]);
      expect(r.b2cs).toEqual([
        {
          pos: '27',
          rate: 5,
          supplyType: 'INTRA',
          taxablePaise: 100000,
          igstPaise: 0,
          cgstPaise: 2500,
          sgstPaise: 2500,
        },
      ]);
      expect(r.b2cl.map((d) => [d.number, d.pos, d.valuePaise])).toEqual([['FKBIG001', '29', 11800000]]);
      // the order's two lines share their invoice: one document, not a number repeated
      expect(r.checks.map((c) => c.code)).toEqual(['BUYER_GSTIN_INVALID', 'B2C_ABOVE_THRESHOLD']);
      expect(r.checks[0]!.message).toContain('buyer GSTIN “27AAAAA0000A1Z0” fails the GSTIN check');

      const json = (await t.user.request('GET', '/files/gst/gstr1/2025-03.json')).json() as Record<
        string,
        unknown
      >;
      expect(json.b2b).toEqual([
        {
          ctin: BUYER,
          inv: [
            {
              inum: 'FKB2B001',
              idt: '05-03-2025',
              val: 1770,
              pos: '29',
              rchrg: 'N',
              etin: FLIPKART_ETIN,
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { rt: 18, txval: 1500, iamt: 270, camt: 0, samt: 0, csamt: 0 } }],
            },
          ],
        },
      ]);
      expect(json.b2cl).toEqual([
        {
          pos: '29',
          inv: [
            {
              inum: 'FKBIG001',
              idt: '07-03-2025',
              val: 118000,
              etin: FLIPKART_ETIN,
              itms: [{ num: 1, itm_det: { rt: 18, txval: 100000, iamt: 18000, csamt: 0 } }],
            },
          ],
        },
      ]);
      const schema = JSON.parse(
        fs.readFileSync(new URL('../../../test/gstr1-json.schema.json', import.meta.url), 'utf8'),
      ) as object;
      const validate = new Ajv({ multipleOfPrecision: 6, allErrors: true, strict: false }).compile(schema);
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);

      const res = await t.user.request('GET', '/files/gst/gstr1/2025-03.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const row = (sheet: string, n: number) =>
        (wb.getWorksheet(sheet)!.getRow(n).values as unknown[]).slice(1);
      expect(row('b2b,sez,de', 5)).toEqual([
        BUYER,
        '',
        'FKB2B001',
        new Date('2025-03-05T00:00:00Z'),
        1770,
        '29-Karnataka',
        'N',
        undefined,
        'Regular B2B',
        FLIPKART_ETIN,
        18,
        1500,
        0,
      ]);
      expect(row('b2cl', 5)).toEqual([
        'FKBIG001',
        new Date('2025-03-07T00:00:00Z'),
        118000,
        '29-Karnataka',
        undefined,
        18,
        100000,
        0,
        FLIPKART_ETIN,
      ]);
    });

    it('after an export, a line uploaded late shows what moved; the figures never change silently', async () => {
      const before = await prepare('2025-09');
      expect(before.lastExport).not.toBeNull();
      expect(before.checks.filter((c) => c.code === 'MOVED_SINCE_EXPORT')).toEqual([]);
      expect(before.checks.find((c) => c.code === 'ETIN_MISSING')?.message).toContain(
        'Amazon has sales in Table 14',
      );
      await storeLines(t, [
        orderLineValues({
          channel: 'flipkart',
          orderId: 'LATE',
          listingId: null,
          billDate: '2025-09-30',
          state: 'Goa',
          invoiceAmountPaise: 10500,
          igstRate: 5,
          gstRate: 5,
        }),
      ]);
      const after = await prepare('2025-09');
      const moved = after.checks.filter((c) => c.code === 'MOVED_SINCE_EXPORT');
      expect(moved.map((c) => c.ref?.id)).toEqual([
        'b2cs',
        'HSN summary (B2C)',
        'Table 14 (e-commerce operators)',
      ]);
      expect(moved[0]!.message).toBe(
        'b2cs: was ₹4,957.44 taxable and ₹424.56 tax in 6 rows when exported on 5 Oct 2025, 11:30 am, is ₹5,057.44 taxable and ₹429.56 tax in 7 rows now: export the period again',
      );
    });
  });
});
