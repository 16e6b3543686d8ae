// A report is a stored file (decisions 220–222): named again by its id on any server, by its owner only
// (or an ADMIN), and nothing of a refused upload is kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createKidsSetListing } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { USER, agent, createTestApp, testConfig, type TestApp } from '../../../test/test-app.ts';

const SALE_HEADER = 'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Ship to name,City,Tracking ID';
/** A Flipkart sale file of `n` lines on KIDS-SET-01 at ₹499, orders `<prefix>000001`…, in August 2026. */
const saleFile = (n: number, prefix: string) =>
  [
    SALE_HEADER,
    ...Array.from(
      { length: n },
      (_, k) =>
        `${prefix}${String(k + 1).padStart(6, '0')},"Aug ${20 + (k % 3)}, 2026",KIDS-SET-01,499,1,Buyer ${k + 1},Pune,FMPP${k + 1}`,
    ),
  ].join('\n');

const storedFileRows = async (t: TestApp) =>
  Number(
    (
      await t.app.database.db
        .selectFrom('stored_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const linesOf = async (t: TestApp, prefix: string) =>
  Number(
    (
      await t.app.database.db
        .selectFrom('order_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', 'like', `${prefix}%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a report as a stored file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { maxReportBytes: 1024 * 1024 } });
    await createKidsSetListing(t.user);
  });
  afterAll(() => t.close());

  it('is named again by its owner only: to another user it is no file, and nothing is stored', async () => {
    const preview = await t.user.request(
      'POST',
      '/files/reports/sale/flipkart?preview=true',
      multipartFile('sale.csv', saleFile(5, 'OW'), 'text/csv'),
    );
    expect(preview.statusCode).toBe(200);
    const { fileId } = preview.json() as { fileId: string };
    await t.app.services.users.create(
      { username: 'clerk', password: 'clerk-password-1', role: 'USER' },
      null,
    );
    const other = await t.login('clerk', 'clerk-password-1');
    const byOther = await other.request('POST', `/files/reports/sale/flipkart?file=${fileId}`);
    expect(byOther.statusCode).toBe(404);
    expect(await linesOf(t, 'OW')).toBe(0);
    const byOwner = await t.user.request('POST', `/files/reports/sale/flipkart?file=${fileId}`);
    expect(byOwner.json()).toMatchObject({ stored: 5, fileId });
  });

  it('keeps nothing of a refused upload: too large, a workbook, not a report', async () => {
    const before = await storedFileRows(t);
    const send = (name: string, body: string | Buffer) =>
      t.user.request('POST', '/files/reports/sale/flipkart', multipartFile(name, body, 'text/csv'));
    expect((await send('big.csv', `${SALE_HEADER}\n${'x'.repeat(2 * 1024 * 1024)}`)).statusCode).toBe(413);
    expect((await send('book.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))).statusCode).toBe(400);
    expect((await send('bin.csv', Buffer.from([0x41, 0x00, 0xff, 0xfe, 0x0a]))).statusCode).toBe(400);
    expect(await storedFileRows(t)).toBe(before);
  });
});

describe.runIf(process.env.SD_TEST_KIND === 'postgres')('two servers on one PostgreSQL', () => {
  let a: TestApp;
  let b: App;
  let otherDataDir: string;
  beforeAll(async () => {
    a = await createTestApp();
    // this file's database has the listing once the tests above ran; run alone, this lists it
    await createKidsSetListing(a.user).catch(() => {});
    // the second server has a data folder of its own: the file must come from the database
    otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-second-'));
    b = await buildApp(testConfig({ dataDir: otherDataDir }), { logger: false });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    fs.rmSync(otherDataDir, { recursive: true, force: true });
  });

  it('a file uploaded to one is previewed and stored by the other', async () => {
    const preview = await a.user.request(
      'POST',
      '/files/reports/sale/flipkart?preview=true',
      multipartFile('sale.csv', saleFile(40, 'TS'), 'text/csv'),
    );
    expect(preview.statusCode).toBe(200);
    const { fileId } = preview.json() as { fileId: string };
    const onB = agent(b);
    expect((await onB.request('POST', '/auth/login', { body: USER })).statusCode).toBe(200);
    const previewOnB = await onB.request('POST', `/files/reports/sale/flipkart?file=${fileId}&preview=true`);
    expect(previewOnB.statusCode).toBe(200);
    expect(previewOnB.json()).toMatchObject({ newInvoices: 40, fileId });
    const storedOnB = await onB.request('POST', `/files/reports/sale/flipkart?file=${fileId}`);
    expect(storedOnB.json()).toMatchObject({ stored: 40, newInvoices: 40, fileId });
    expect(await linesOf(a, 'TS')).toBe(40);
    // and back on the first: every line already uploaded
    const after = await a.user.request('POST', `/files/reports/sale/flipkart?file=${fileId}&preview=true`);
    expect(after.json()).toMatchObject({ newInvoices: 0, fileId });
    // nothing of it was written to either server's folder
    expect(fs.existsSync(path.join(otherDataDir, 'stored-files'))).toBe(false);
    expect(fs.existsSync(path.join(testConfig().dataDir, 'stored-files'))).toBe(false);
  });
});
