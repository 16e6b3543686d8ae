import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { join } from 'node:path';
import { valueRowsToObjects } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKidsSetListing } from '../../../test/factories.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/test-app.ts';
import { withTransaction } from '../../shared/transaction.ts';
import { orderLinesRepository, type OrderLineValues } from '../ledger/order-lines.repository.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { up } from '../../db/migrations/013-order-line-payments.ts';

/** An upload's answer, a preview's rows as objects (they are sent as values, decision 175), and as sent. */
const upload = async (a: Agent, kind: string, channel: string, text: string | Buffer, preview = false) => {
  const res = await a.request(
    'POST',
    `/files/reports/${kind}/${channel}${preview ? '?preview=true' : ''}`,
    multipartFile(`${kind}.csv`, text, 'text/csv'),
  );
  const sent = res.json() as Record<string, unknown>;
  const { rowFields, rows, ...rest } = sent;
  const body = Array.isArray(rowFields)
    ? { ...rest, rows: valueRowsToObjects({ rowFields, rows: rows as unknown[][] }) }
    : sent;
  return { status: res.statusCode, body, sent };
};

const SALE_HEADER = 'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Ship to name,City,Tracking ID';
/** A Flipkart sale file of `n` lines on KIDS-SET-01 at ₹499, some on SKUs no listing has. */
const saleFile = (n: number, unknown: number[] = [], prefix = 'OD') =>
  [
    SALE_HEADER,
    ...Array.from({ length: n }, (_, i) =>
      [
        `${prefix}${String(i + 1).padStart(6, '0')}`,
        `Aug ${String(20 + (i % 3))}, 2026`.replace(/^(Aug \d+)/, '"$1').concat('"'),
        unknown.includes(i + 1) ? `NO-SUCH-${i + 1}` : 'KIDS-SET-01',
        '499',
        '1',
        `Buyer ${i + 1} of a long name`,
        'Pune',
        `FMPP${i + 1}`,
      ].join(','),
    ),
  ].join('\n');

type InvoiceIssueOfTest = { line: number; column: string | null; reason: string };

const messageOf = (r: { body: Record<string, unknown> }) =>
  (r.body.error as { message?: string } | undefined)?.message;

const count = async (t: TestApp, where: { orderPrefix?: string } = {}) => {
  const rows = await t.app.database.db
    .selectFrom('order_lines')
    .select(['order_id'])
    .where('order_id', 'like', `${where.orderPrefix ?? ''}%`)
    .execute();
  return rows.length;
};

describe('marketplace report uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { maxReportBytes: 1024 * 1024 } });
    // docs/fee-model.md's worked example: P 499, C 180, g 5, Pr 40, Pk 10, A 5, R 15, S 60 → settlement 328.06
    await createKidsSetListing(t.user);
  });
  afterAll(() => t.close());

  it('previews a sale file on the server: matched rows priced by the fee model, unknown SKUs as issues, nothing stored', async () => {
    const { status, body, sent } = await upload(
      t.user,
      'sale',
      'flipkart',
      saleFile(20, [4, 17], 'PV'),
      true,
    );
    // the rows go as values, each field named once (decision 175)
    expect(sent.rowFields).toEqual([
      'line',
      'orderedOn',
      'orderId',
      'sku',
      'invoiceAmount',
      'quantity',
      'shipToName',
      'addressLine1',
      'addressLine2',
      'city',
      'state',
      'pinCode',
      'email',
      'phone',
      'trackingID',
      'purchaseCost',
      'marketplaceFee',
      'settlement',
      'profit',
      'saleType',
      'returnType',
    ]);
    expect((sent.rows as unknown[][])[0]).toEqual([
      2,
      '2026-08-20',
      'PV000001',
      'KIDS-SET-01',
      499,
      1,
      'Buyer 1 of a long name',
      null,
      null,
      'Pune',
      null,
      null,
      null,
      null,
      'FMPP1',
      180,
      170.94,
      328.06,
      94.3,
      'Extra',
      null,
    ]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalInvoices: 20,
      validSkuInvoices: 18,
      newInvoices: 18,
      alreadyUploaded: [],
      billDates: ['2026-08-20', '2026-08-21', '2026-08-22'],
    });
    expect(body.invoicesWithIssues).toEqual([
      {
        orderId: 'PV000004',
        sku: 'NO-SUCH-4',
        line: 5,
        column: null,
        reason: 'SKU matches no Flipkart listing',
      },
      {
        orderId: 'PV000017',
        sku: 'NO-SUCH-17',
        line: 18,
        column: null,
        reason: 'SKU matches no Flipkart listing',
      },
    ]);
    expect((body.rows as unknown[])[0]).toMatchObject({
      orderId: 'PV000001',
      sku: 'KIDS-SET-01',
      orderedOn: '2026-08-20',
      invoiceAmount: 499,
      purchaseCost: 180,
      marketplaceFee: 170.94,
      settlement: 328.06,
      profit: 94.3,
      saleType: 'Extra',
    });
    expect(body).not.toHaveProperty('stored');
    expect(await count(t, { orderPrefix: 'PV' })).toBe(0);
  });

  it('stores each new line once; the same file again stores nothing and lists them as already uploaded', async () => {
    const file = saleFile(20, [4, 17], 'RE');
    const first = await upload(t.user, 'sale', 'flipkart', file);
    expect(first.body).toMatchObject({ stored: 18, newInvoices: 18, validSkuInvoices: 18 });
    const again = await upload(t.admin, 'sale', 'flipkart', file);
    expect(again.body).toMatchObject({
      stored: 0,
      newInvoices: 0,
      validSkuInvoices: 18,
      billDates: [],
    });
    // A store answers its counts; the rows are the preview's (decision 105).
    expect(again.body).not.toHaveProperty('rows');
    expect(again.body.alreadyUploaded).toHaveLength(18);
    expect(await count(t, { orderPrefix: 'RE' })).toBe(18);
  });

  it('stores a file its preview read, named by the id the preview answered, without the file sent again (decision 174)', async () => {
    const text = saleFile(12, [3], 'FI');
    const preview = await upload(t.user, 'sale', 'flipkart', text, true);
    const fileId = preview.body.fileId as string;
    expect(fileId).toMatch(/^[0-9a-f]{64}$/);
    const byId = (a: Agent, id: string, previewOnly = false) =>
      a.request('POST', `/files/reports/sale/flipkart?file=${id}${previewOnly ? '&preview=true' : ''}`);
    // another kind or channel does not find it: the id names the file read as this report
    const other = await t.user.request('POST', `/files/reports/return/flipkart?file=${fileId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'That file is no longer kept on the server: send the file itself',
        field: 'file',
      },
    });
    const stored = await byId(t.admin, fileId);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ stored: 11, newInvoices: 11, fileId });
    expect(await count(t, { orderPrefix: 'FI' })).toBe(11);
    // the preview after the store, by id too: every line already uploaded
    const after = await byId(t.user, fileId, true);
    expect(after.json()).toMatchObject({ newInvoices: 0, rows: [], fileId });
    expect((after.json() as { alreadyUploaded: unknown[] }).alreadyUploaded).toHaveLength(11);
    // an id of no file read is refused on the field, and stores nothing
    const unknown = await byId(t.user, 'f'.repeat(64));
    expect(unknown.statusCode).toBe(404);
    expect(await count(t, { orderPrefix: 'FI' })).toBe(11);
  });

  it('reads a large file a part at a time: the issues of every part, a repeat across parts, each line once (decision 176)', async () => {
    // 5,000 lines, read in the worker in parts of 2,000: line 2,601 is dated after today, line 3,001
    // repeats line 11's order line, line 4,501 has a SKU no listing has
    const [header, ...lines] = saleFile(5_000, [4_500], 'LG').split('\n');
    lines[2_599] = lines[2_599]!.replace(/"Aug \d+, 2026"/, '"Dec 31, 2030"');
    lines[2_999] = lines[9]!;
    const text = [header, ...lines].join('\n');
    expect(text.length).toBeGreaterThan(256 * 1024);
    const preview = await upload(t.user, 'sale', 'flipkart', text, true);
    expect(preview.body).toMatchObject({ totalInvoices: 5_000, validSkuInvoices: 4_997, newInvoices: 4_997 });
    const issues = preview.body.invoicesWithIssues as InvoiceIssueOfTest[];
    expect(issues.map((i) => [i.line, i.column, i.reason])).toEqual([
      [2_601, 'Ordered On', expect.stringMatching(/^Ordered On: 31 Dec 2030 is after today /)],
      [
        3_001,
        'Order Id',
        'Order Id: Order LG000010 with SKU KIDS-SET-01 is already on line 11 of this file.',
      ],
      [4_501, null, 'SKU matches no Flipkart listing'],
    ]);
    expect((preview.body.rows as { line: number }[]).map((r) => r.line)).toEqual(
      Array.from({ length: 5_000 }, (_, k) => k + 2).filter((l) => ![2_601, 3_001, 4_501].includes(l)),
    );
    const stored = await upload(t.user, 'sale', 'flipkart', text);
    expect(stored.body).toMatchObject({ stored: 4_997, newInvoices: 4_997 });
    expect(await count(t, { orderPrefix: 'LG' })).toBe(4_997);
  });

  it('a line stored under another date is stored once: the preview finds it by its order, the store by its key', async () => {
    const first = saleFile(3, [], 'DT');
    expect((await upload(t.user, 'sale', 'flipkart', first)).body).toMatchObject({ stored: 3 });
    // the same orders again, dated a day on which the channel has no line at all
    const redated = first.replace(/"Aug \d+, 2026"/g, '"Jul 3, 2026"');
    const db = t.app.database.db;
    expect(await orderLinesRepository.hasLinesBetween(db, 'flipkart', '2026-07-03', '2026-07-03')).toBe(
      false,
    );
    const preview = await upload(t.user, 'sale', 'flipkart', redated, true);
    expect(preview.body).toMatchObject({ newInvoices: 0, rows: [] });
    expect(preview.body.alreadyUploaded).toHaveLength(3);
    // the store looks up no order of a day with no line (storedOf): the unique key refuses them instead
    const store = await upload(t.user, 'sale', 'flipkart', redated);
    expect(store.body).toMatchObject({ stored: 0, newInvoices: 0, billDates: [] });
    expect(store.body.alreadyUploaded).toEqual([
      { orderId: 'DT000001', sku: 'KIDS-SET-01' },
      { orderId: 'DT000002', sku: 'KIDS-SET-01' },
      { orderId: 'DT000003', sku: 'KIDS-SET-01' },
    ]);
    const stored = await db
      .selectFrom('order_lines')
      .select(['order_id', 'bill_date'])
      .where('order_id', 'like', 'DT%')
      .orderBy('order_id')
      .execute();
    expect(stored.map((l) => l.bill_date)).toEqual(['2026-08-20', '2026-08-21', '2026-08-22']);
  });

  it('two uploads of one file at the same moment store each line exactly once', async () => {
    const file = saleFile(60, [], 'CC');
    const [a, b] = await Promise.all([
      upload(t.user, 'sale', 'flipkart', file),
      upload(t.admin, 'sale', 'flipkart', file),
    ]);
    expect((a.body.stored as number) + (b.body.stored as number)).toBe(60);
    expect((a.body.alreadyUploaded as unknown[]).length + (b.body.alreadyUploaded as unknown[]).length).toBe(
      60,
    );
    expect(await count(t, { orderPrefix: 'CC' })).toBe(60);
  });

  it('marks returns on stored lines only, once; others are listed as missing', async () => {
    await upload(t.user, 'sale', 'flipkart', saleFile(5, [], 'RT'));
    const file = [
      'Order ID,SKU,Return Type,Return Requested Date',
      'RT000001,KIDS-SET-01,customer_return,2026-09-01',
      'RT000002,,courier_return,2026-09-02',
      'NOPE-1,KIDS-SET-01,customer_return,2026-09-02',
      'RT000001,KIDS-SET-01,customer_return,2026-09-01',
    ].join('\n');
    const preview = await upload(t.user, 'return', 'flipkart', file, true);
    expect(preview.body).toMatchObject({
      totalReturnOrders: 4,
      validReturnOrders: 2,
      invalidReturnOrders: 2,
    });
    // each reason names the column as the file spells it (the screen shows the line beside it)
    expect(preview.body.orderIdMissing).toEqual([
      { orderId: 'NOPE-1', line: 4, reason: 'Order ID: Order NOPE-1 (SKU KIDS-SET-01) is not stored.' },
      {
        orderId: 'RT000001',
        line: 5,
        reason: 'Order ID: Order RT000001 with SKU KIDS-SET-01 is already on line 2 of this file.',
      },
    ]);
    expect((await upload(t.user, 'return', 'flipkart', file)).body.stored).toBe(2);
    // once stored, the file's lines are already returned, not missing: only the unknown order is
    const again = await upload(t.user, 'return', 'flipkart', file);
    expect(again.body).toMatchObject({ stored: 0, validReturnOrders: 0, invalidReturnOrders: 1 });
    expect(again.body.alreadyReturned).toEqual([
      { line: 2, orderId: 'RT000001', sku: 'KIDS-SET-01' },
      { line: 3, orderId: 'RT000002', sku: 'KIDS-SET-01' },
      { line: 5, orderId: 'RT000001', sku: 'KIDS-SET-01' },
    ]);
    const lines = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', [
      'RT000001',
      'RT000002',
      'RT000003',
    ]);
    expect(
      lines.map((l) => [l.orderId, l.isReturn, l.returnType, l.returnDate, l.pysicallyRecieved]),
    ).toEqual(
      expect.arrayContaining([
        ['RT000001', true, 'customer_return', '2026-09-01', false],
        ['RT000002', true, 'courier_return', '2026-09-02', false],
        ['RT000003', false, null, null, false],
      ]),
    );
  });

  it('two uploads of one return file at the same moment mark each line once', async () => {
    await upload(t.user, 'sale', 'flipkart', saleFile(3, [], 'RC'));
    const file = [
      'Order ID,SKU,Return Type,Return Requested Date',
      'RC000001,KIDS-SET-01,customer_return,2026-09-01',
      'RC000002,KIDS-SET-01,courier_return,2026-09-02',
    ].join('\n');
    const [a, b] = await Promise.all([
      upload(t.user, 'return', 'flipkart', file),
      upload(t.admin, 'return', 'flipkart', file),
    ]);
    expect(Number(a.body.stored) + Number(b.body.stored)).toBe(2);
    // each line's history names the one upload that marked it (decision 130), and each row lists those
    const marks = await t.app.database.db
      .selectFrom('audit_log_order_lines as x')
      .innerJoin('audit_log as a', 'a.id', 'x.audit_id')
      .innerJoin('order_lines as l', 'l.id', 'x.order_line_id')
      .select(['l.order_id', 'a.after'])
      .where('a.entity_id', '=', 'flipkart:return')
      .where('l.order_id', 'like', 'RC%')
      .orderBy('l.order_id')
      .execute();
    expect(marks.map((m) => m.order_id)).toEqual(['RC000001', 'RC000002']);
    for (const m of marks) expect(m.after).toContain(`"${m.order_id}/KIDS-SET-01"`);
    const lines = await t.app.database.db
      .selectFrom('order_lines')
      .select(['order_id', 'version', 'is_return'])
      .where('order_id', 'like', 'RC%')
      .orderBy('order_id')
      .execute();
    // marked once: one version more than as stored, and the line the file does not name untouched
    expect(lines.map((l) => [l.order_id, Number(l.version), Boolean(l.is_return)])).toEqual([
      ['RC000001', 2, true],
      ['RC000002', 2, true],
      ['RC000003', 1, false],
    ]);
    // the store's condition itself: a line already returned is left as it is, another one is marked
    const ids = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', [
      'RC000001',
      'RC000003',
    ]);
    const mark = { isReturn: true, returnType: 'late_return', returnDate: '2026-10-01' };
    const changed = await orderLinesRepository.updateMany(
      t.app.database.db,
      ids.map((l) => ({ id: l.id, values: mark })),
      '2026-10-01T00:00:00.000Z',
      null,
      { onlyNotReturned: true },
    );
    expect(changed).toEqual([ids.find((l) => l.orderId === 'RC000003')!.id]);
    const after = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', [
      'RC000001',
      'RC000003',
    ]);
    expect(after.map((l) => [l.orderId, l.returnType]).sort()).toEqual([
      ['RC000001', 'customer_return'],
      ['RC000003', 'late_return'],
    ]);
  });

  it('marks payments with the fee lines, TCS and TDS of the settlement report; a re-upload changes nothing', async () => {
    await upload(t.user, 'sale', 'flipkart', saleFile(2, [], 'PY'));
    const sheet = readFileSync(
      join(import.meta.dirname, '../../../../core/src/reports/fixtures/flipkart-settlement-orders-sheet.csv'),
      'utf8',
    )
      .replace('OD438462135749739100', 'PY000001')
      .replace('BLANKET-DBL', 'KIDS-SET-01')
      .replace('OD438462135749739200', 'NOT-STORED');
    const preview = await upload(t.user, 'payment', 'flipkart', sheet, true);
    expect(preview.body).toMatchObject({ validPaymentOrders: 1, invalidPaymentOrders: 1 });
    expect(preview.body.rows).toEqual([
      {
        orderId: 'PY000001',
        sku: 'KIDS-SET-01',
        billDate: '2026-08-20',
        paymentDate: '2026-09-10',
        amountReceived: 325.21,
        expectedSettlement: 328.06,
        tcs: 2.38,
        tds: 0.48,
        reportedFees: 170.94,
        marketplaceFee: 170.94,
        alreadyRecorded: false,
      },
    ]);
    const first = await upload(t.user, 'payment', 'flipkart', sheet);
    expect(first.body).toMatchObject({ stored: 1, validPaymentOrders: 1, invalidPaymentOrders: 1 });
    const again = await upload(t.user, 'payment', 'flipkart', sheet);
    expect(again.body).toMatchObject({ stored: 0, validPaymentOrders: 1, alreadyRecorded: 1 });
    const [line] = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', ['PY000001']);
    expect(line).toMatchObject({
      paymentReceived: true,
      amountReceivedPaise: 32521,
      tcsPaise: 238,
      tdsPaise: 48,
      reportedFeesPaise: 17094,
    });
    expect(line?.reportedFeeLines).toMatchObject({
      commission: -5988,
      fixedFee: -1500,
      collectionFee: -998,
      shippingFee: -6000,
    });
    // the plain ORDER ID, DATE, BANK layout marks the other line
    const plain = await upload(
      t.user,
      'payment',
      'flipkart',
      'ORDER ID,DATE,BANK\nPY000002,2026-09-11,325.00\n',
    );
    expect(plain.body).toMatchObject({ stored: 1 });
  });

  it("adds an order's payments across reports: a later refund, an overlapping report and two uploads at once count each row once", async () => {
    await upload(t.user, 'sale', 'flipkart', saleFile(3, [], 'PA'));
    const paid = async () =>
      (
        await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', ['PA000001', 'PA000002'])
      ).map((l) => [l.orderId, l.amountReceivedPaise, l.paymentDate]);
    const august = 'ORDER ID,DATE,BANK\nPA000001,2026-09-11,325.00\nPA000002,2026-09-11,300.00\n';
    // the next period's report: PA000001 came back, its refund deducted
    const september = 'ORDER ID,DATE,BANK\nPA000001,2026-09-25,-120.50\n';
    expect((await upload(t.user, 'payment', 'flipkart', august)).body).toMatchObject({ stored: 2 });
    const refund = await upload(t.user, 'payment', 'flipkart', september, true);
    // the preview shows what the line will have been paid in all
    expect(refund.body.rows).toMatchObject([
      { orderId: 'PA000001', amountReceived: 204.5, alreadyRecorded: false },
    ]);
    expect((await upload(t.user, 'payment', 'flipkart', september)).body).toMatchObject({ stored: 1 });
    expect(await paid()).toEqual([
      ['PA000001', 20450, '2026-09-25'],
      ['PA000002', 30000, '2026-09-11'],
    ]);
    // a report of both periods together: every row recorded already
    const both = await upload(t.user, 'payment', 'flipkart', `${august}PA000001,2026-09-25,-120.50\n`);
    expect(both.body).toMatchObject({ stored: 0, validPaymentOrders: 2, alreadyRecorded: 2 });
    // two alike rows in one file are two payments, recorded once however often the file comes
    const twice = 'ORDER ID,DATE,BANK\nPA000003,2026-09-12,50.00\nPA000003,2026-09-12,50.00\n';
    const [a, b] = await Promise.all([
      upload(t.user, 'payment', 'flipkart', twice),
      upload(t.user, 'payment', 'flipkart', twice),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [third] = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', ['PA000003']);
    expect(third?.amountReceivedPaise).toBe(10000);
    expect(await paid()).toEqual([
      ['PA000001', 20450, '2026-09-25'],
      ['PA000002', 30000, '2026-09-11'],
    ]);
  });

  it('a line paid before payments were recorded one by one keeps what it had, and a later refund adds to it', async () => {
    await upload(t.user, 'sale', 'flipkart', saleFile(1, [], 'PM'));
    const db = t.app.database.db;
    const [line] = await orderLinesRepository.findByOrderIds(db, 'flipkart', ['PM000001']);
    // as migration 013 finds a line paid by an earlier version: its columns set, no entry
    await db.deleteFrom('order_line_payments').where('order_line_id', '=', line!.id).execute();
    await db
      .updateTable('order_lines')
      .set({ payment_received: true, payment_date: '2026-09-05', amount_received_paise: 31000 })
      .where('id', '=', line!.id)
      .execute();
    await up(db as unknown as Kysely<unknown>);
    await upload(t.user, 'payment', 'flipkart', 'ORDER ID,DATE,BANK\nPM000001,2026-09-20,-100.00\n');
    const [after] = await orderLinesRepository.findByOrderIds(db, 'flipkart', ['PM000001']);
    expect([after?.amountReceivedPaise, after?.paymentDate]).toEqual([21000, '2026-09-20']);
  });

  it('refuses bad files with a message naming the row or the file, and stores nothing', async () => {
    const empty = await upload(t.user, 'sale', 'flipkart', '');
    expect([empty.status, messageOf(empty)]).toEqual([400, 'sale.csv is empty']);
    const other = await upload(t.user, 'sale', 'flipkart', 'Sub Order No,Order Date,SKU\n1_1,2026-08-01,S\n');
    expect(other.status).toBe(400);
    expect(messageOf(other)).toMatch(
      /^This is not the Flipkart orders export: it has no header row with the columns Order Id, Ordered On/,
    );
    const quote = await upload(
      t.user,
      'sale',
      'flipkart',
      `${SALE_HEADER}\nBQ1,"Aug 20, 2026,KIDS-SET-01,499,1,A,B,C\n`,
    );
    expect(quote.status).toBe(400);
    // a refused file's message names the line, and the column the quote opened in: it has no Line
    // column beside it
    expect(messageOf(quote)).toBe(
      'Line 2, Ordered On: A quoted cell is not closed (a " is missing), so the rest of the file cannot be read.',
    );
    // another marketplace's report says where it goes
    const amazon = await upload(
      t.user,
      'sale',
      'flipkart',
      readFileSync(join(import.meta.dirname, '../../../../core/src/reports/fixtures/amazon-all-orders.tsv')),
    );
    expect([amazon.status, messageOf(amazon)]).toEqual([
      400,
      'This is not the Flipkart orders export: it has no header row with the columns Order Id, Ordered On, Invoice Amount. It reads as the Amazon sale report (Upload Sale, Amazon tab).',
    ]);
    const zip = await upload(t.user, 'sale', 'flipkart', Buffer.from('PK\u0003\u0004rest'));
    expect(messageOf(zip)).toMatch(/Excel workbook/);
    const big = await upload(t.user, 'sale', 'flipkart', `${SALE_HEADER}\n${'x,'.repeat(600_000)}`);
    expect([big.status, messageOf(big)]).toEqual([
      413,
      'sale.csv is larger than the 1 MiB limit for reports',
    ]);
    const rows = await upload(
      t.user,
      'sale',
      'flipkart',
      `${SALE_HEADER}\nBR1,"Aug 20, 2026",KIDS-SET-01,499,two,A,B,C\nBR2,"Aug 20, 2026",KIDS-SET-01,-5,1,A,B,C\nBR3,"Aug 20, 2026",KIDS-SET-01,499,1,A,B,C\nBR3,"Aug 20, 2026",KIDS-SET-01,499,1,A,B,C\n`,
    );
    expect(rows.body).toMatchObject({ totalInvoices: 4, validSkuInvoices: 1, stored: 1 });
    // a refused row is named with its order and SKU, as the file has them, to be found by them
    // The line is named once, beside the reason (the screen's Line column); the reason names the column.
    const issue = (orderId: string, line: number, reason: string) => ({
      orderId,
      sku: 'KIDS-SET-01',
      line,
      reason,
    });
    expect(
      (rows.body.invoicesWithIssues as { orderId: string; sku: string; line: number; reason: string }[]).map(
        ({ orderId, sku, line, reason }) => ({ orderId, sku, line, reason }),
      ),
    ).toEqual([
      issue('BR1', 2, 'Quantity: "two" is not a whole number of pieces.'),
      issue('BR2', 3, 'Invoice Amount: The amount -5 is negative.'),
      issue('BR3', 5, 'Order Id: Order BR3 with SKU KIDS-SET-01 is already on line 4 of this file.'),
    ]);
    expect(await count(t, { orderPrefix: 'BR' })).toBe(1);
    expect(await count(t, { orderPrefix: 'BQ' })).toBe(0);
    expect((await upload(t.user, 'sale', 'nowhere', 'x')).status).toBe(404);
    expect((await upload(t.anon, 'sale', 'flipkart', saleFile(1))).status).toBe(401);
  });

  it('a row with a problem in a column a line could do without is refused whole: listed once, none of it stored', async () => {
    const sale = await upload(
      t.user,
      'sale',
      'flipkart',
      [
        'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Invoice Date (mm/dd/yy),IGST',
        'WR1,"Aug 20, 2026",KIDS-SET-01,499,1,08/20/26,5',
        'WR2,"Aug 20, 2026",KIDS-SET-01,499,1,soon,5',
        'WR3,"Aug 20, 2026",KIDS-SET-01,499,1,08/20/26,five',
      ].join('\n'),
    );
    expect(sale.body).toMatchObject({ totalInvoices: 3, validSkuInvoices: 1, newInvoices: 1, stored: 1 });
    expect(
      (sale.body.invoicesWithIssues as { orderId: string; line: number; reason: string }[]).map(
        ({ orderId, line, reason }) => [orderId, line, reason],
      ),
    ).toEqual([
      ['WR2', 3, 'Invoice Date (mm/dd/yy): "soon" is not a date.'],
      ['WR3', 4, 'IGST: "five" is not a tax rate.'],
    ]);
    expect(await count(t, { orderPrefix: 'WR' })).toBe(1);

    const returns = await upload(
      t.user,
      'return',
      'flipkart',
      ['Order ID,SKU,Return Type,Return Requested Date', 'WR1,KIDS-SET-01,courier_return,last week'].join(
        '\n',
      ),
    );
    expect(returns.body).toMatchObject({
      totalReturnOrders: 1,
      validReturnOrders: 0,
      invalidReturnOrders: 1,
      stored: 0,
    });
    expect(returns.body.orderIdMissing).toEqual([
      { orderId: 'WR1', line: 2, reason: 'Return Requested Date: "last week" is not a date.' },
    ]);
    const [line] = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', ['WR1']);
    expect(line?.isReturn).toBe(false);
  });

  it('a return or payment row naming no stored line says why, naming the column as the file spells it', async () => {
    await upload(t.user, 'sale', 'flipkart', saleFile(1, [], 'NS'));
    // NS000001 is stored with the SKU KIDS-SET-01; NS000009 not at all
    const returns = await upload(
      t.user,
      'return',
      'flipkart',
      [
        'Order ID,SKU,Return Type',
        'NS000001,KIDS-SET-02,customer_return',
        'NS000009,KIDS-SET-01,customer_return',
      ].join('\n'),
    );
    expect(returns.body).toMatchObject({ stored: 0, invalidReturnOrders: 2 });
    expect(returns.body.orderIdMissing).toEqual([
      {
        orderId: 'NS000001',
        line: 2,
        reason: 'SKU: Order NS000001 is stored, but not with SKU KIDS-SET-02: its line has SKU KIDS-SET-01.',
      },
      { orderId: 'NS000009', line: 3, reason: 'Order ID: Order NS000009 (SKU KIDS-SET-01) is not stored.' },
    ]);
    const sheet = readFileSync(
      join(import.meta.dirname, '../../../../core/src/reports/fixtures/flipkart-settlement-orders-sheet.csv'),
      'utf8',
    )
      .replace('OD438462135749739100', 'NS000001')
      .replace('OD438462135749739200', 'NS000002');
    const payments = await upload(t.user, 'payment', 'flipkart', sheet, true);
    expect(payments.body.orderIdMissing).toEqual([
      {
        orderId: 'NS000002',
        line: 11,
        reason: 'Order ID: Order NS000002 (SKU BLANKET-DBL) is not stored.',
      },
    ]);
    // the sheet's first row names the stored order with the SKU it has: it is paid. Its SKU column is
    // called Seller SKU, and a reason about it says so
    expect(payments.body).toMatchObject({ validPaymentOrders: 1 });
    const other = await upload(
      t.user,
      'payment',
      'flipkart',
      sheet.replace('KIDS-SET-01', 'KIDS-SET-09'),
      true,
    );
    expect((other.body.orderIdMissing as { reason: string }[])[0]?.reason).toBe(
      'Seller SKU: Order NS000001 is stored, but not with SKU KIDS-SET-09: its line has SKU KIDS-SET-01.',
    );
  });

  it("refuses a sale line dated after today or before Check Bills' first day, or of no amount, naming the column (decision 137)", async () => {
    const rows = await upload(
      t.user,
      'sale',
      'little-kid',
      [
        'Order Id,Order Date,Product sku,Payment Total,Product Quantity',
        'DA-1,01/09/2099,LK-NONE,499,1',
        'DA-2,31/08/2022,LK-NONE,499,1',
        'DA-3,01/09/2022,LK-NONE,0,1',
      ].join('\n'),
    );
    expect(rows.body).toMatchObject({ totalInvoices: 3, validSkuInvoices: 0, stored: 0 });
    expect(
      (rows.body.invoicesWithIssues as { orderId: string; line: number; reason: string }[]).map(
        ({ orderId, line, reason }) => [orderId, line, reason],
      ),
    ).toEqual([
      [
        'DA-1',
        2,
        expect.stringMatching(
          /^Order Date: 1 Sep 2099 is after today \(\d+ \w+ \d{4} in India\): an order is dated on or before the day its report is uploaded\.$/,
        ),
      ],
      [
        'DA-2',
        3,
        'Order Date: 31 Aug 2022 is before 1 Sep 2022, the first day Check Bills shows: a line dated earlier could not be found there.',
      ],
      ['DA-3', 4, 'Payment Total: The amount is 0: a sale line has an amount above 0.'],
    ]);
    expect(await count(t, { orderPrefix: 'DA' })).toBe(0);
  });

  it('refuses a return dated after today, or before the bill date of the line it returns, naming its column; nothing of it is stored (decision 142)', async () => {
    // RD000001 is billed on 20 Aug 2026, RD000002 on 21 Aug, RD000003 on 22 Aug, RD000004 on 20 Aug
    await upload(t.user, 'sale', 'flipkart', saleFile(4, [], 'RD'));
    const file = [
      'Order ID,SKU,Return Type,Return Requested Date',
      'RD000001,KIDS-SET-01,customer_return,2099-09-01',
      'RD000002,KIDS-SET-01,customer_return,2026-08-20',
      'RD000003,KIDS-SET-01,customer_return,2026-08-22',
      'RD000004,KIDS-SET-01,courier_return,',
    ].join('\n');
    const stored = await upload(t.user, 'return', 'flipkart', file);
    expect(stored.body).toMatchObject({
      totalReturnOrders: 4,
      validReturnOrders: 2,
      invalidReturnOrders: 2,
      stored: 2,
    });
    expect(stored.body.orderIdMissing).toEqual([
      {
        orderId: 'RD000001',
        line: 2,
        reason: expect.stringMatching(
          /^Return Requested Date: 1 Sep 2099 is after today \(\d+ \w+ \d{4} in India\): a return is dated on or before the day its report is uploaded\.$/,
        ) as string,
      },
      {
        orderId: 'RD000002',
        line: 3,
        reason:
          'Return Requested Date: 20 Aug 2026 is before 21 Aug 2026, the bill date of order RD000002 with SKU KIDS-SET-01: a return is dated on or after the sale it returns.',
      },
    ]);
    const lines = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', [
      'RD000001',
      'RD000002',
      'RD000003',
      'RD000004',
    ]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(
      lines
        .map((l) => [l.orderId, l.isReturn, l.returnDate])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['RD000001', false, null],
      ['RD000002', false, null],
      ['RD000003', true, '2026-08-22'],
      // a row without a date is dated today, as before
      ['RD000004', true, today],
    ]);
  });

  it('refuses a payment dated after today, or before the sale it pays for, naming its column; nothing of it is recorded (decision 151)', async () => {
    // PD000001 is billed on 20 Aug 2026, PD000002 on 21 Aug, PD000003 on 22 Aug
    await upload(t.user, 'sale', 'flipkart', saleFile(3, [], 'PD'));
    const file = [
      'ORDER ID,DATE,BANK',
      'PD000001,2099-09-01,325.00',
      'PD000002,2026-08-20,300.00',
      'PD000003,2026-08-22,310.00',
    ].join('\n');
    const stored = await upload(t.user, 'payment', 'flipkart', file);
    expect(stored.body).toMatchObject({ totalPaymentRows: 3, validPaymentOrders: 1, stored: 1 });
    expect(stored.body.orderIdMissing).toEqual([
      {
        orderId: 'PD000001',
        line: 2,
        reason: expect.stringMatching(
          /^DATE: 1 Sep 2099 is after today \(\d+ \w+ \d{4} in India\): a payment is dated on or before the day its report is uploaded\.$/,
        ) as string,
      },
      {
        orderId: 'PD000002',
        line: 3,
        reason:
          'DATE: 20 Aug 2026 is before 21 Aug 2026, the bill date of order PD000002 with SKU KIDS-SET-01: a payment is dated on or after the sale it pays for.',
      },
    ]);
    const lines = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', [
      'PD000001',
      'PD000002',
      'PD000003',
    ]);
    expect(
      lines
        .map((l) => [l.orderId, l.paymentReceived, l.amountReceivedPaise, l.paymentDate])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['PD000001', false, null, null],
      ['PD000002', false, null, null],
      ['PD000003', true, 31000, '2026-08-22'],
    ]);
  });

  it('reads a large file in the worker thread with the same result', async () => {
    const file = saleFile(4000, [1234], 'WK');
    expect(Buffer.byteLength(file)).toBeGreaterThan(256 * 1024);
    const { status, body } = await upload(t.user, 'sale', 'flipkart', file, true);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalInvoices: 4000, validSkuInvoices: 3999, newInvoices: 3999 });
    expect(body.invoicesWithIssues).toEqual([
      {
        orderId: 'WK001234',
        sku: 'NO-SUCH-1234',
        line: 1235,
        column: null,
        reason: 'SKU matches no Flipkart listing',
      },
    ]);
    // Stored in chunks of 400 rows (the later chunks reuse the first chunk's statement): every column
    // of a line far into the file holds its own value.
    const stored = await upload(t.user, 'sale', 'flipkart', file);
    expect(stored.body.stored).toBe(3999);
    const row = await t.app.database.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', 'WK003001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      channel: 'flipkart',
      sku: 'KIDS-SET-01',
      bill_date: '2026-08-20',
      ship_to_name: 'Buyer 3001 of a long name',
      city: 'Pune',
      tracking_id: 'FMPP3001',
      stage: 'DRAFT',
    });
    expect(Number(row.invoice_amount_paise)).toBe(49900);
    expect(Number(row.settlement_paise)).toBe(32806);
    expect(Number(row.quantity)).toBe(1);
    expect(Boolean(row.is_return)).toBe(false);
  });

  it('a store that fails half way stores none of the file', async () => {
    const line = (i: number): OrderLineValues & { id: string } =>
      ({
        id: `tx-${i}`,
        channel: 'flipkart',
        orderId: `TX${i}`,
        sku: 'KIDS-SET-01',
        billDate: '2026-08-20',
        invoiceAmountPaise: 49900,
        // the 450th line breaks the quantity >= 1 check, after 449 lines of the file went in
        quantity: i === 450 ? 0 : 1,
      }) as OrderLineValues & { id: string };
    const lines = Array.from({ length: 450 }, (_, i) => line(i + 1));
    await expect(
      withTransaction(t.app.database.db, (tx) =>
        orderLinesRepository.insertNew(tx, lines, '2026-09-01T00:00:00Z', null),
      ),
    ).rejects.toThrow();
    expect(await count(t, { orderPrefix: 'TX' })).toBe(0);
  });
});
