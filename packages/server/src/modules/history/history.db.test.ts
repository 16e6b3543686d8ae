import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_CHANNELS,
  createCategory,
  createKidsSetListing,
  createListing,
  createProduct,
} from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/test-app.ts';
import { writeAudits, type AuditEntry } from '../../shared/audit.ts';
import { fixedClock } from '../../shared/clock.ts';
import { UPLOAD_HEAD_CHARS } from './history.repository.ts';

// The History screen's query on the real database (decision 122): ADMIN only, newest first, keyset
// pages that neither repeat nor skip a row when many rows share one time, the filters, and the words of
// an entry (who, which record, the fields changed).

interface Change {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}
interface Entry {
  id: string;
  at: string;
  userId: string | null;
  who: string;
  entity: string;
  entityLabel: string;
  entityId: string;
  recordName: string;
  action: string;
  actionLabel: string;
  changes: Change[];
}
interface Page {
  entries: Entry[];
  nextCursor: string | null;
  recordName: string | null;
}

const ENTRY = `id at userId who entity entityLabel entityId recordName action actionLabel
  changes { field label before after }`;
const QUERY = `query($where: AuditLogWhere, $first: Int, $after: String) {
  auditLog(where: $where, first: $first, after: $after) { entries { ${ENTRY} } nextCursor recordName } }`;

describe('history (the audit log for an ADMIN)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-06-10T06:00:00.000Z');
  /** While on, each reading of the clock moves it a millisecond: two readings never agree. */
  let ticking = false;
  beforeAll(async () => {
    t = await createTestApp({
      clock: {
        now: () => {
          if (ticking) clock.advance(1);
          return clock.now();
        },
      },
    });
  });
  afterAll(() => t.close());

  const page = async (variables: Record<string, unknown>, who = t.admin) => {
    const r = await who.gql<{ auditLog: Page }>(QUERY, variables);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.auditLog;
  };
  const refusal = async (variables: Record<string, unknown>) =>
    (await t.admin.gql(QUERY, variables)).errors?.[0];

  /** Every page of a query, `first` at a time. */
  async function allPages(where: Record<string, unknown>, first: number): Promise<Entry[][]> {
    const pages: Entry[][] = [];
    let after: string | null = null;
    do {
      const p = await page({ where, first, after });
      pages.push(p.entries);
      after = p.nextCursor;
    } while (after !== null && pages.length < 100);
    return pages;
  }

  it('a listing price change reads as who, which listing and the price in rupees, from what to what', async () => {
    clock.set('2026-06-10T06:05:00.000Z');
    const product = await createProduct(t.admin, { productName: 'Steel kettle 1.5 L' });
    const created = await t.admin.gql<{ createFlipkartListing: { id: string; version: number } }>(
      `mutation($data: FlipkartListingInput!) { createFlipkartListing(data: $data) { id version } }`,
      { data: { skuid: 'FK-KETTLE-15', listingPrice: 449, products: { connect: [{ id: product.id }] } } },
    );
    const listing = created.data!.createFlipkartListing;
    clock.set('2026-06-10T06:06:00.000Z');
    const updated = await t.admin.gql(
      `mutation($id: ID!, $data: FlipkartListingInput!) { updateFlipkartListing(where: {id: $id}, data: $data) { id } }`,
      { id: listing.id, data: { listingPrice: 459, version: listing.version } },
    );
    expect(updated.errors).toBeUndefined();

    const { entries, nextCursor } = await page({ where: { entity: 'listing', entityId: listing.id } });
    expect(nextCursor).toBeNull();
    expect(entries.map((e) => [e.action, e.actionLabel, e.at])).toEqual([
      ['update', 'Changed', '2026-06-10T06:06:00.000Z'],
      ['create', 'Created', '2026-06-10T06:05:00.000Z'],
    ]);
    const [change, create] = entries;
    expect(change).toMatchObject({
      who: 'admin',
      entity: 'listing',
      entityLabel: 'Listing',
      recordName: 'FK-KETTLE-15 (Flipkart)',
    });
    expect(change!.changes).toEqual([
      { field: 'listingPricePaise', label: 'Listing Price', before: '₹449.00', after: '₹459.00' },
    ]);
    // the created listing names its product, not the product's id
    expect(create!.changes).toContainEqual({
      field: 'productIds',
      label: 'Products',
      before: null,
      after: 'Steel kettle 1.5 L',
    });
  });

  it('is refused to a USER and to a visitor, on the server', async () => {
    const asUser = await t.user.gql(QUERY, {});
    expect(asUser.data).toBeNull();
    expect(asUser.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const asVisitor = await t.anon.gql(QUERY, {});
    expect(asVisitor.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('pages newest first without repeating or skipping rows that share one time, even as rows are added', async () => {
    const db = t.app.database.db;
    const row = (at: string, i: number): AuditEntry => ({
      at,
      userId: null,
      entity: 'impLink',
      entityId: `paging-${i}`,
      action: 'update',
      before: { title: `Link ${i}` },
      after: { title: `Link ${i}!` },
    });
    // 23 rows in one instant (a bulk chunk writes them so), between rows a second before and after
    await writeAudits(db, [
      row('2026-06-09T10:00:00.000Z', 0),
      ...Array.from({ length: 23 }, (_, i) => row('2026-06-09T10:00:01.000Z', i + 1)),
      row('2026-06-09T10:00:02.000Z', 24),
    ]);
    const where = { entity: 'impLink', from: '2026-06-09', to: '2026-06-09' };
    const whole = (await page({ where, first: 200 })).entries;
    expect(whole).toHaveLength(25);
    expect(whole[0]!.entityId).toBe('paging-24');
    expect(whole[24]!.entityId).toBe('paging-0');
    for (let i = 1; i < whole.length; i++) {
      const [a, b] = [whole[i - 1]!, whole[i]!];
      expect(a.at > b.at || (a.at === b.at && Number(a.id) > Number(b.id))).toBe(true);
    }

    for (const first of [1, 4, 7, 23]) {
      const pages = await allPages(where, first);
      expect(pages.flat().map((e) => e.id)).toEqual(whole.map((e) => e.id));
      expect(pages.every((p) => p.length <= first)).toBe(true);
    }

    // a row written while someone pages (newer) does not shift the pages after the first
    const first = await page({ where, first: 10 });
    await writeAudits(db, [row('2026-06-09T10:00:01.000Z', 99), row('2026-06-09T10:00:03.000Z', 100)]);
    const second = await page({ where, first: 10, after: first.nextCursor });
    expect(second.entries.map((e) => e.id)).toEqual(whole.slice(10, 20).map((e) => e.id));
  });

  it('filters by kind, record, account and India dates (both included)', async () => {
    const db = t.app.database.db;
    const staffId = (await t.app.services.users.list()).find((u) => u.username === 'staff')!.id;
    const at = (time: string, entity: string, entityId: string, userId: string | null): AuditEntry => ({
      at: time,
      userId,
      entity,
      entityId,
      action: 'update',
      before: { name: 'Kitchen' },
      after: { name: 'Kitchen and dining' },
    });
    // 1 May in India runs from 30 Apr 18:30 UTC to 1 May 18:30 UTC
    await writeAudits(db, [
      at('2026-04-30T18:29:59.999Z', 'fee_category', 'f-before', staffId),
      at('2026-04-30T18:30:00.000Z', 'fee_category', 'f-first', staffId),
      at('2026-05-01T18:29:59.999Z', 'fee_category', 'f-last', null),
      at('2026-05-01T18:30:00.000Z', 'fee_category', 'f-after', staffId),
      {
        ...at('2026-05-01T12:00:00.000Z', 'setting', 'reconciliation', staffId),
        before: { toleranceRupees: 1, paymentCycleDays: { flipkart: 15 } },
        after: { toleranceRupees: 1, paymentCycleDays: { flipkart: 20 } },
      },
    ]);
    const ids = async (where: Record<string, unknown>) =>
      (await page({ where, first: 200 })).entries.map((e) => e.entityId);

    expect(await ids({ from: '2026-05-01', to: '2026-05-01' })).toEqual([
      'f-last',
      'reconciliation',
      'f-first',
    ]);
    expect(await ids({ entity: 'fee_category', from: '2026-05-01', to: '2026-05-01' })).toEqual([
      'f-last',
      'f-first',
    ]);
    expect(await ids({ entity: 'fee_category', to: '2026-04-30' })).toEqual(['f-before']);
    expect(await ids({ entity: 'fee_category', from: '2026-05-02' })).toEqual(['f-after']);
    expect(await ids({ userId: staffId, from: '2026-04-30', to: '2026-05-02' })).toEqual([
      'f-after',
      'reconciliation',
      'f-first',
      'f-before',
    ]);
    expect(await ids({ entity: 'fee_category', entityId: 'f-last' })).toEqual(['f-last']);

    const [setting] = (await page({ where: { entity: 'setting', userId: staffId }, first: 1 })).entries;
    expect(setting).toMatchObject({
      who: 'staff',
      entityLabel: 'Setting',
      recordName: 'Reconciliation',
      // a setting's fields as the Settings screen names them (decision 144)
      changes: [
        {
          field: 'paymentCycleDays.flipkart',
          label: 'Flipkart: Payment cycle (days)',
          before: '15',
          after: '20',
        },
      ],
    });
    const [system] = (await page({ where: { entity: 'fee_category', entityId: 'f-last' } })).entries;
    // no such category today: named as its row keeps it
    expect(system).toMatchObject({ who: 'System', userId: null, recordName: 'Kitchen and dining' });
    expect(system!.changes).toEqual([
      { field: 'name', label: 'Name', before: 'Kitchen', after: 'Kitchen and dining' },
    ]);
  });

  it('refuses a filter it cannot answer, naming the argument', async () => {
    for (const [variables, field] of [
      [{ where: { entity: 'listings' } }, 'entity'],
      [{ where: { entityId: 'x' } }, 'entityId'],
      [{ where: { from: '2026-05-02', to: '2026-05-01' } }, 'from'],
      [{ first: 0 }, 'first'],
      [{ first: 201 }, 'first'],
      [{ after: 'not-a-cursor' }, 'after'],
    ] as const) {
      expect(await refusal(variables), JSON.stringify(variables)).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    expect((await refusal({ where: { from: '2026-02-30' } }))?.message).toContain('YYYY-MM-DD');
  });

  it('a deleted account is named by its last username; a deleted record by the name its rows kept', async () => {
    clock.set('2026-06-10T07:00:00.000Z');
    const made = await t.admin.gql(
      `mutation { createUser(data: {username: "ravi", password: "ravi-password-1", role: USER}) { id } }`,
    );
    expect(made.errors).toBeUndefined();
    const ravi = await t.login('ravi', 'ravi-password-1');
    const product = await createProduct(ravi, { productName: 'Glass jar 500 ml' });
    const raviId = (await t.app.services.users.list()).find((u) => u.username === 'ravi')!.id;
    const removed = await t.admin.gql(`mutation($id: ID!) { deleteUser(where: {id: $id}) { id } }`, {
      id: raviId,
    });
    expect(removed.errors).toBeUndefined();
    await t.admin.gql(`mutation($id: ID!) { deleteProduct(where: {id: $id}) { id } }`, { id: product.id });

    const { entries } = await page({ where: { entity: 'product', entityId: product.id } });
    expect(entries.map((e) => [e.actionLabel, e.who, e.recordName])).toEqual([
      ['Deleted', 'admin', 'Glass jar 500 ml'],
      ['Created', 'ravi (deleted)', 'Glass jar 500 ml'],
    ]);
    expect(entries[0]!.changes).toContainEqual({
      field: 'purchaseCostPaise',
      label: 'Purchase Cost',
      before: '₹120.50',
      after: null,
    });
  });
  it("an order line's history holds the uploads that stored, returned and paid it, in time order with its own changes", async () => {
    await createKidsSetListing(t.user);
    const staffId = (await t.app.services.users.list()).find((u) => u.username === 'staff')!.id;
    const upload = async (who: Agent, kind: string, text: string) => {
      const res = await who.request(
        'POST',
        `/files/reports/${kind}/flipkart`,
        multipartFile(`${kind}.csv`, text, 'text/csv'),
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    const sale = (orders: string[]) =>
      [
        'Order Id,Ordered On,SKU,Invoice Amount,Quantity',
        ...orders.map((o) => `${o},"May 20, 2026",KIDS-SET-01,499,1`),
      ].join('\n');
    clock.set('2026-06-10T08:00:00.000Z');
    // a sale's row is found by the instant its lines were stored: one reading of the clock stamps both
    ticking = true;
    await upload(t.user, 'sale', sale(['LH000001', 'LH000002', 'LH000003']));
    ticking = false;
    clock.set('2026-06-10T08:05:00.000Z');
    const saved = await t.admin.gql(
      `mutation($data: BillInput!) { updateBill(where: {billDate: "2026-05-20"}, data: $data) { id } }`,
      { data: { flipkart: [{ orderId: 'LH000001', sku: 'KIDS-SET-01', claimId: 'CLAIM-7' }] } },
    );
    expect(saved.errors).toBeUndefined();
    clock.set('2026-06-10T08:10:00.000Z');
    await upload(
      t.admin,
      'return',
      'Order ID,SKU,Return Type,Return Requested Date\nLH000001,KIDS-SET-01,customer_return,2026-06-01',
    );
    clock.set('2026-06-10T08:15:00.000Z');
    await upload(
      t.user,
      'payment',
      'ORDER ID,DATE,BANK\nLH000001,2026-06-02,325.00\nLH000002,2026-06-02,300.00\n',
    );
    clock.set('2026-06-10T08:20:00.000Z');
    await upload(t.user, 'payment', 'ORDER ID,DATE,BANK\nLH000001,2026-06-08,-120.50\n');
    // uploads that do not name the line, and one naming it that changes nothing (recorded already)
    clock.set('2026-06-10T08:25:00.000Z');
    await upload(t.user, 'sale', sale(['LX000001']));
    await upload(
      t.user,
      'payment',
      'ORDER ID,DATE,BANK\nLH000001,2026-06-08,-120.50\nLX000001,2026-06-09,10.00\n',
    );

    const [line, other] = await t.app.database.db
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', 'in', ['LH000001', 'LH000002'])
      .orderBy('order_id')
      .execute();
    const where = { entity: 'order_line', entityId: line!.id };
    const { entries, nextCursor, recordName } = await page({ where });
    expect(nextCursor).toBeNull();
    expect(recordName).toBe('Order LH000001 · KIDS-SET-01 (Flipkart)');
    expect(
      entries.map((e) => [e.at.slice(11, 16), e.who, e.recordName, e.actionLabel, e.changes[0]]),
    ).toEqual([
      [
        '08:20',
        'staff',
        'Flipkart payment report',
        'Report uploaded',
        { field: 'orders', label: 'This line', before: null, after: 'Payment recorded' },
      ],
      [
        '08:15',
        'staff',
        'Flipkart payment report',
        'Report uploaded',
        expect.objectContaining({ after: 'Payment recorded' }),
      ],
      [
        '08:10',
        'admin',
        'Flipkart return report',
        'Report uploaded',
        expect.objectContaining({ after: 'Marked returned' }),
      ],
      [
        '08:05',
        'admin',
        'Order LH000001 · KIDS-SET-01 (Flipkart)',
        'Bill line saved',
        { field: 'claimId', label: 'Claim ID', before: null, after: 'CLAIM-7' },
      ],
      [
        '08:00',
        'staff',
        'Flipkart sale report',
        'Report uploaded',
        expect.objectContaining({ after: 'Stored from this report' }),
      ],
    ]);
    // an upload's entry tells what it did to this line, never its file's list of lines
    for (const e of entries.filter((e) => e.action === 'upload')) {
      expect(e).toMatchObject({ entity: 'order_line', entityLabel: 'Order line' });
      expect(e.changes).toHaveLength(1);
    }
    // the upload itself, in the whole log, still lists its file
    const [saleRow] = (
      await page({ where: { entity: 'order_line', entityId: 'flipkart:sale' }, first: 200 })
    ).entries.filter((e) => e.at.startsWith('2026-06-10T08:00'));
    expect(saleRow!.changes).toEqual([
      { field: 'stored', label: 'Stored', before: null, after: '3' },
      {
        field: 'orders',
        label: 'Lines',
        before: null,
        after: 'Order LH000001 · KIDS-SET-01, Order LH000002 · KIDS-SET-01, Order LH000003 · KIDS-SET-01',
      },
    ]);

    // keyset pages across the line's own rows and its uploads neither repeat nor skip
    for (const first of [1, 2, 3]) {
      const pages = await allPages(where, first);
      expect(pages.flat().map((e) => e.id)).toEqual(entries.map((e) => e.id));
    }
    // the other filters hold for the uploads too: one account's, India dates
    const byAdmin = await page({
      where: {
        ...where,
        userId: (await t.app.services.users.list()).find((u) => u.username === 'admin')!.id,
      },
    });
    expect(byAdmin.entries.map((e) => e.actionLabel)).toEqual(['Report uploaded', 'Bill line saved']);
    const byStaff = await page({
      where: { ...where, userId: staffId, from: '2026-06-10', to: '2026-06-10' },
    });
    expect(byStaff.entries).toHaveLength(3);

    // a line whose every entry is an upload's is still named, for the screen's chip
    const second = await page({ where: { entity: 'order_line', entityId: other!.id } });
    expect(second.recordName).toBe('Order LH000002 · KIDS-SET-01 (Flipkart)');
    expect(second.entries.map((e) => [e.recordName, e.changes[0]!.after])).toEqual([
      ['Flipkart payment report', 'Payment recorded'],
      ['Flipkart sale report', 'Stored from this report'],
    ]);
  });

  it("a re-price names the lines it could not price by order id and SKU; a line's history holds the re-prices that priced it and its bill date's publishing", async () => {
    const card = {
      commissionPercent: [{ from: 300, to: 500, precent: 12 }],
      fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
      collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
    };
    const category = await createCategory(t.user, 'Flipkart', { ...card, effectiveFrom: '2025-01-01' });
    const listingOf = async (skuid: string) =>
      createListing(t.user, LISTING_CHANNELS[0], {
        skuid,
        products: { connect: [{ id: (await createProduct(t.user, { purchaseCost: 180, gst: 5 })).id }] },
        flipkartProductCategory: { connect: { id: category.id } },
      });
    await listingOf('RH-01');
    const losing = await listingOf('RH-02');
    const sale = async (rows: string[]) => {
      const res = await t.user.request(
        'POST',
        '/files/reports/sale/flipkart',
        multipartFile(
          'sale.csv',
          ['Order Id,Ordered On,SKU,Invoice Amount,Quantity', ...rows].join('\n'),
          'text/csv',
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    const publish = async () =>
      expect(
        (await t.admin.gql(`mutation { publishBill(where: {id: "2026-05-10"}, to: PUBLISHED) { id } }`))
          .errors,
      ).toBeUndefined();

    clock.set('2026-06-10T09:00:00.000Z');
    await sale(['RH-1,2026-05-10,RH-01,499,1', 'RH-2,2026-05-10,RH-02,499,1', 'RH-3,2026-04-01,RH-01,499,1']);
    clock.set('2026-06-10T09:05:00.000Z');
    await publish();
    // a line stored after a publishing of its bill date was not published by it
    clock.set('2026-06-10T09:10:00.000Z');
    await sale(['RH-4,2026-05-10,RH-01,499,1']);
    // RH-02 loses its product: its line cannot be priced and keeps its values (decision 093)
    const unlinked = await t.user.gql(
      `mutation($id: ID!, $data: FlipkartListingInput!) { updateFlipkartListing(where: {id: $id}, data: $data) { id } }`,
      { id: losing.id, data: { products: { set: [] } } },
    );
    expect(unlinked.errors).toBeUndefined();
    clock.set('2026-06-10T09:15:00.000Z');
    const changed = await t.user.gql(
      `mutation($id: ID!, $data: FlipkartProductCategoryInput!) { updateFlipkartProductCategory(where: {id: $id}, data: $data) { id } }`,
      {
        id: category.id,
        data: {
          commissionPercent: [{ from: 300, to: 500, precent: 20 }],
          effectiveFrom: '2026-05-01',
          version: category.version,
        },
      },
    );
    expect(changed.errors).toBeUndefined();
    clock.set('2026-06-10T09:20:00.000Z');
    await publish();

    const [reprice] = (await page({ where: { entity: 'order_line', entityId: `category:${category.id}` } }))
      .entries;
    expect(reprice).toMatchObject({
      actionLabel: 'Re-priced',
      recordName: `Lines of the category ${category.name}`,
    });
    expect(reprice!.changes).toEqual([
      { field: 'from', label: 'Lines billed from', before: null, after: '1 May 2026' },
      { field: 'repriced', label: 'Lines re-priced', before: null, after: '2' },
      {
        field: 'kept',
        label: 'Kept as they were (could not be priced)',
        before: null,
        after: 'Order RH-2 · RH-02 (Flipkart)',
      },
    ]);

    const lineIds = new Map(
      (
        await t.app.database.db
          .selectFrom('order_lines')
          .select(['id', 'order_id'])
          .where('order_id', 'in', ['RH-1', 'RH-2', 'RH-3', 'RH-4'])
          .execute()
      ).map((l) => [l.order_id, l.id]),
    );
    const historyOf = async (orderId: string) =>
      (await page({ where: { entity: 'order_line', entityId: lineIds.get(orderId) } })).entries.map((e) => [
        e.at.slice(11, 16),
        e.recordName,
        e.actionLabel,
        e.changes.map((c) => `${c.label}: ${c.after}`).join('; '),
      ]);
    const published = (at: string) => [
      at,
      'Bills of 10 May 2026',
      'Bill published',
      'This line: Published with its bill date',
    ];
    const stored = (at: string) => [
      at,
      'Flipkart sale report',
      'Report uploaded',
      'This line: Stored from this report',
    ];
    const repriced = [
      '09:15',
      `Lines of the category ${category.name}`,
      'Re-priced',
      'This line: Priced again with the changed card',
    ];
    expect(await historyOf('RH-1')).toEqual([
      published('09:20'),
      repriced,
      published('09:05'),
      stored('09:00'),
    ]);
    expect(await historyOf('RH-4')).toEqual([published('09:20'), repriced, stored('09:10')]);
    // kept, not re-priced: the re-price is not in its history (the entry of the category names it)
    expect(await historyOf('RH-2')).toEqual([published('09:20'), published('09:05'), stored('09:00')]);
    // billed before the card's new date, on a date never published
    expect(await historyOf('RH-3')).toEqual([stored('09:00')]);
  });

  it("a page of the whole log reads an upload's list only as far as it shows it", async () => {
    // an upload of 2,000 lines: its text is many times the head a page reads
    const orders = Array.from({ length: 2000 }, (_, i) => `OD${String(i).padStart(18, '0')}/HEAD-SKU-${i}`);
    expect(JSON.stringify({ stored: orders.length, orders }).length).toBeGreaterThan(10 * UPLOAD_HEAD_CHARS);
    await writeAudits(t.app.database.db, [
      {
        at: '2026-06-10T09:30:00.000Z',
        userId: null,
        entity: 'order_line',
        entityId: 'meesho:payment',
        action: 'upload',
        before: null,
        after: { stored: orders.length, orders },
      },
    ]);
    const [upload] = (await page({ where: { entity: 'order_line', entityId: 'meesho:payment' } })).entries;
    expect(upload).toMatchObject({ recordName: 'Meesho payment report', actionLabel: 'Report uploaded' });
    expect(upload!.changes).toEqual([
      { field: 'stored', label: 'Stored', before: null, after: '2,000' },
      // the items that fit, whole, and no count of the rest: it was not read
      {
        field: 'orders',
        label: 'Lines',
        before: null,
        after: `${orders
          .slice(0, 7)
          .map((o) => `Order ${o.replace('/', ' · ')}`)
          .join(', ')} and more`,
      },
    ]);
  });
});
