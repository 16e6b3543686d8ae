import { beforeEach, describe, expect, it } from 'vitest';
import { memoryCheckBills } from '../../../test/fakes/memory-check-bills.ts';
import {
  memoryOrderLines,
  memorySettings,
  type MemoryOrderLines,
} from '../../../test/fakes/memory-order-lines.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { createOrderLinesService } from '../ledger/order-lines.service.ts';
import { createCheckBillsService } from './check-bills.service.ts';

// The Check Bills reads' rules, run against in-memory ports (no database): a tab's lines, its page and
// count, a Bill's marketplace array, and the filter refused field by field. The lines are written by the
// ledger's updateBill, as staff would. check-bills.db.test.ts runs the SQL on SQLite and PostgreSQL.
const actor: SessionUser = { id: 'u1', username: 'asha', role: 'USER' };

describe('Check Bills reads', () => {
  let memory: MemoryOrderLines;
  let ledger: ReturnType<typeof createOrderLinesService>;
  let checkBills: ReturnType<typeof createCheckBillsService>;
  beforeEach(() => {
    memory = memoryOrderLines();
    ledger = createOrderLinesService({
      store: memory.store,
      clock: fixedClock('2026-09-15T06:00:00.000Z'),
      settings: memorySettings(),
    });
    checkBills = createCheckBillsService({ lines: memoryCheckBills(() => memory.data.lines.values()) });
  });

  it('lists one page of a tab of the Check Bills screens, newest bill date first, with the whole count', async () => {
    const line = (orderId: string, extra: Record<string, unknown> = {}) => ({
      orderId,
      sku: 'S',
      invoiceAmount: 100,
      ...extra,
    });
    await ledger.updateBill('2026-08-01', { flipkart: [line('OD1', { return: true }), line('OD2')] }, actor);
    await ledger.updateBill('2026-08-02', { flipkart: [line('OD3', { paymentReceived: true })] }, actor);
    await ledger.updateBill('2026-08-02', { meesho: [line('M1')] }, actor);
    const range = { channel: 'flipkart' as const, from: '2026-08-01', to: '2026-08-31' };
    const ids = async (tab: 'SALE' | 'RETURN' | 'PAYMENT', first?: number, skip?: number) => {
      const page = await checkBills.page({ ...range, tab }, { first, skip });
      return [page.map((l) => l.orderId), await checkBills.count({ ...range, tab })];
    };
    expect(await ids('SALE')).toEqual([['OD3', 'OD1', 'OD2'], 3]);
    expect(await ids('SALE', 1, 1)).toEqual([['OD1'], 3]);
    expect(await ids('RETURN')).toEqual([['OD1'], 1]);
    expect(await ids('PAYMENT')).toEqual([['OD3'], 1]);
    // the rows are the BillOrder wire shape: rupees, the channel's own settlement and received fields
    const [first] = await checkBills.page({ ...range, tab: 'SALE' }, {});
    expect(first).toMatchObject({ orderedOn: '2026-08-02', invoiceAmount: 100, paymentReceived: true });
    await expect(checkBills.page({ ...range, tab: 'SALE', from: '2026-09-01' }, {})).rejects.toMatchObject({
      field: 'from',
    });
    await expect(checkBills.count({ ...range, tab: 'SALE', to: '2026-8-31' })).rejects.toMatchObject({
      field: 'to',
    });
    await expect(checkBills.page({ ...range, tab: 'SALE' }, { skip: -1 })).rejects.toMatchObject({
      field: 'skip',
    });
  });

  it("reads a Bill's marketplace array: the channel's lines of that one date, with their count", async () => {
    await ledger.updateBill(
      '2026-08-20',
      { flipkart: [{ orderId: 'OD1', sku: 'S', invoiceAmount: 1 }] },
      actor,
    );
    await ledger.updateBill(
      '2026-08-21',
      { flipkart: [{ orderId: 'OD2', sku: 'S', invoiceAmount: 1 }] },
      actor,
    );
    const { orders, count } = await checkBills.ordersOf('2026-08-21', 'flipkart', { first: 10, skip: 0 });
    expect([orders, count]).toMatchObject([[{ orderId: 'OD2', invoiceAmount: 1 }], 1]);
    expect(await checkBills.ordersOf('2026-08-21', 'amazon', { first: 10, skip: 0 })).toEqual({
      orders: [],
      count: 0,
    });
  });

  it('reads a whole tab a part at a time, in the screen order, after checking the filter at once', async () => {
    await ledger.updateBill(
      '2026-08-05',
      { amazon: [{ orderId: 'A2', sku: 'S', invoiceAmount: 250.5, city: 'Pune' }] },
      actor,
    );
    await ledger.updateBill(
      '2026-08-06',
      { amazon: [{ orderId: 'A1', sku: 'S', invoiceAmount: 10 }] },
      actor,
    );
    const parts = [];
    for await (const part of checkBills.parts({
      channel: 'amazon',
      tab: 'SALE',
      from: '2026-08-01',
      to: '2026-08-31',
    }))
      parts.push(part);
    expect(parts.flat().map((l) => [l.orderId, l.invoiceAmount, l.city])).toEqual([
      ['A1', 10, null],
      ['A2', 250.5, 'Pune'],
    ]);
    expect(() =>
      checkBills.parts({ channel: 'amazon', tab: 'SALE', from: '2026-08-31', to: '2026-08-01' }),
    ).toThrow(expect.objectContaining({ field: 'from' }));
  });
});
