import { RECONCILIATION_SETTING } from '@seller-desk/core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  memoryOrderLines,
  memorySettings,
  type MemoryOrderLines,
} from '../../../test/fakes/memory-order-lines.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { createOrderLinesService } from './order-lines.service.ts';

// The order-lines service's rules, run against in-memory ports (no database): updateBill inserts or
// updates by (channel, order id, SKU) and never drops a line the call did not mention, a bad row stores
// nothing, publishing a bill date, and the reconciliation settings as saved (the queues are SQL:
// modules/reporting/reconciliation-queues.db.test.ts). order-lines.db.test.ts
// runs the same service through the API on SQLite and PostgreSQL.
const actor: SessionUser = { id: 'u1', username: 'asha', role: 'USER' };

describe('order-lines service', () => {
  let memory: MemoryOrderLines;
  let settings: ReturnType<typeof memorySettings>;
  let service: ReturnType<typeof createOrderLinesService>;
  beforeEach(() => {
    memory = memoryOrderLines();
    settings = memorySettings();
    service = createOrderLinesService({
      store: memory.store,
      clock: fixedClock('2026-09-15T06:00:00.000Z'),
      settings,
    });
  });

  const lines = () => [...memory.data.lines.values()].sort((a, b) => (a.orderId < b.orderId ? -1 : 1));

  it('updateBill inserts new lines in rupees-as-paise and updates stored ones by key, leaving the rest', async () => {
    await service.updateBill(
      '2026-08-20',
      {
        flipkart: [
          { orderId: 'OD1', sku: 'KURTA-M', invoiceAmount: 449.5, quantity: 2 },
          { orderId: 'OD2', sku: 'KURTA-L', invoiceAmount: 499 },
        ],
      },
      actor,
    );
    await service.updateBill(
      '2026-08-20',
      { flipkart: [{ orderId: 'OD1', sku: 'KURTA-M', city: ' Pune ', flipkartsetlment: 312.25 }] },
      actor,
    );
    expect(lines()).toMatchObject([
      {
        orderId: 'OD1',
        invoiceAmountPaise: 44950,
        quantity: 2,
        city: 'Pune',
        settlementPaise: 31225,
        version: 3,
        billDate: '2026-08-20',
      },
      // not mentioned by the second call: as it was
      { orderId: 'OD2', invoiceAmountPaise: 49900, quantity: 1, city: null, version: 2 },
    ]);
    // each change audited with the stored record before (none for a new line) and after
    const last = memory.data.audit.at(-1)!;
    expect(last).toMatchObject({ entity: 'order_line', action: 'updateBill', userId: 'u1' });
    expect(last.before).toMatchObject({ orderId: 'OD1', city: null, settlementPaise: null });
    expect(last.after).toMatchObject({ orderId: 'OD1', city: 'Pune', settlementPaise: 31225 });
    expect(memory.data.audit[0]!.before).toBeNull();
  });

  it('a bad row stores nothing of the call, and names the channel, row and field', async () => {
    await service.updateBill(
      '2026-08-20',
      { amazon: [{ orderId: 'A1', sku: 'S', invoiceAmount: 100 }] },
      actor,
    );
    const bad = service.updateBill(
      '2026-08-20',
      {
        amazon: [
          { orderId: 'A1', sku: 'S', city: 'Delhi' },
          { orderId: 'A2', sku: 'S', invoiceAmount: 100, quantity: 0 },
        ],
      },
      actor,
    );
    await expect(bad).rejects.toMatchObject({
      field: 'amazon[1].quantity',
      message: 'quantity must be a whole number of 1 or more',
    });
    expect(lines()).toMatchObject([{ orderId: 'A1', city: null, version: 2 }]);
    await expect(
      service.updateBill('2026-08-20', { meesho: [{ orderId: 'M1', sku: 'S', city: 'Agra' }] }, actor),
    ).rejects.toMatchObject({ field: 'meesho[0].invoiceAmount' });
    await expect(
      service.updateBill('2026-08-20', { meesho: [{ orderId: 'M1', sku: 'S', profit: 'ten' }] }, actor),
    ).rejects.toMatchObject({ field: 'meesho[0].profit' });
    await expect(
      service.updateBill(
        '2026-08-20',
        { amazon: [{ orderId: 'A1', sku: 'S', pinCode: 'ABCDE-not-a-pin' }] },
        actor,
      ),
    ).rejects.toMatchObject({ field: 'amazon[0].pinCode' });
    await expect(service.updateBill('20-08-2026', {}, actor)).rejects.toMatchObject({ field: 'billDate' });
    expect(memory.data.lines.size).toBe(1);
  });

  it('publishes every line of one bill date only', async () => {
    await service.updateBill(
      '2026-08-20',
      { flipkart: [{ orderId: 'OD1', sku: 'S', invoiceAmount: 1 }] },
      actor,
    );
    await service.updateBill(
      '2026-08-21',
      { flipkart: [{ orderId: 'OD2', sku: 'S', invoiceAmount: 1 }] },
      actor,
    );
    await service.publishBill('2026-08-20', actor);
    expect(lines().map((l) => [l.orderId, l.stage])).toEqual([
      ['OD1', 'PUBLISHED'],
      ['OD2', 'DRAFT'],
    ]);
    expect(await service.billDates('2026-08-21', null)).toEqual(['2026-08-21']);
  });

  it('reads the saved reconciliation settings, a channel never saved reading its default', async () => {
    // a value saved before a channel had its own cycle still reads the default for that channel
    await settings.write(
      RECONCILIATION_SETTING.key,
      { toleranceRupees: 1, paymentCycleDays: { amazon: 60 } },
      0,
      actor,
    );
    const { value } = await service.settings();
    expect(value.paymentCycleDays).toMatchObject({ amazon: 60, flipkart: 15 });
    expect(value.claimAfterDays).toBe(30);
  });
});
