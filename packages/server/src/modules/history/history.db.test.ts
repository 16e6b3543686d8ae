import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { writeAudits, type AuditEntry } from '../../shared/audit.ts';
import { fixedClock } from '../../shared/clock.ts';

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
}

const ENTRY = `id at userId who entity entityLabel entityId recordName action actionLabel
  changes { field label before after }`;
const QUERY = `query($where: AuditLogWhere, $first: Int, $after: String) {
  auditLog(where: $where, first: $first, after: $after) { entries { ${ENTRY} } nextCursor } }`;

describe('history (the audit log for an ADMIN)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-06-10T06:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({ clock });
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
      { field: 'listingPricePaise', label: 'Listing price', before: '₹449.00', after: '₹459.00' },
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
      at('2026-05-01T12:00:00.000Z', 'setting', 'reconciliation', staffId),
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
      recordName: 'Reconciliation of marketplace payments',
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
      label: 'Purchase cost',
      before: '₹120.50',
      after: null,
    });
  });
});
