import { differenceAcceptanceProblem, type PaymentEntry } from '@seller-desk/core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  memoryOrderLines,
  memorySettings,
  type MemoryOrderLines,
} from '../../../test/fakes/memory-order-lines.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { createOrderLinesService, paymentColumnsOf } from './order-lines.service.ts';

// The rules the ledger owns beyond updateBill's fields (order-lines.service.test.ts), on in-memory ports:
// a line with recorded payments is paid what they add up to (decision 114), removing a payment needs a
// reason and leaves the line paid by the others (decision 127), an ADMIN accepts a payment difference
// only at the amount shown and reopens it (decision 166), the return follow-up fields, and publishing.
// The SQL behind them (row locks, the unique keys) is order-line-payments.db.test.ts and
// accepted-differences.db.test.ts, on SQLite and PostgreSQL.
const actor: SessionUser = { id: 'u1', username: 'asha', role: 'ADMIN' };
const NOW = '2026-09-15T06:00:00.000Z';

/** A payment report row's entry of a line (decision 114), in paise. */
const entry = (key: string, amountPaise: number, paymentDate: string): PaymentEntry => ({
  key,
  paymentDate,
  amountPaise,
  salePaise: null,
  feesPaise: null,
  feeLines: null,
  tcsPaise: null,
  tdsPaise: null,
});

describe('the ledger: payments, acceptances, return follow-ups', () => {
  let memory: MemoryOrderLines;
  let service: ReturnType<typeof createOrderLinesService>;
  beforeEach(async () => {
    memory = memoryOrderLines();
    service = createOrderLinesService({
      store: memory.store,
      clock: fixedClock(NOW),
      settings: memorySettings(),
    });
    await service.updateBill(
      '2026-08-20',
      { flipkart: [{ orderId: 'OD1', sku: 'KURTA-M', invoiceAmount: 500, flipkartsetlment: 400 }] },
      actor,
    );
  });

  const line = () => [...memory.data.lines.values()].find((l) => l.orderId === 'OD1')!;
  const key = { channel: 'flipkart' as const, orderId: 'OD1', sku: 'KURTA-M' };
  /** Records payments of OD1 as a payment upload does: the entries, and the line's columns their sum. */
  const pay = (...entries: PaymentEntry[]) => {
    const { id } = line();
    memory.data.payments.set(
      id,
      entries.map((e) => ({ ...e, recordedAt: NOW, recordedBy: 'asha' })),
    );
    memory.data.lines.set(id, { ...line(), ...paymentColumnsOf(entries) });
  };

  it('refuses an updateBill row that sets a paid line’s payment columns to anything else, naming the field', async () => {
    pay(entry('r1', 30000, '2026-09-01'), entry('r2', 5000, '2026-09-05'));
    expect(line()).toMatchObject({
      paymentReceived: true,
      amountReceivedPaise: 35000,
      paymentDate: '2026-09-05',
    });
    for (const [field, value] of [
      ['amountRecieveFromFlipkart', 400],
      ['paymentDate', '2026-09-06'],
      ['paymentReceived', false],
    ] as const) {
      await expect(
        service.updateBill('2026-08-20', { flipkart: [{ ...key, [field]: value }] }, actor),
      ).rejects.toMatchObject({
        field: `flipkart[0].${field}`,
        message: expect.stringContaining('is what its recorded payments add up to'),
      });
    }
    // the same values as the payments give are no change; other fields change as before
    await service.updateBill(
      '2026-08-20',
      { flipkart: [{ ...key, amountRecieveFromFlipkart: 350, paymentDate: '2026-09-05', city: 'Pune' }] },
      actor,
    );
    expect(line()).toMatchObject({ amountReceivedPaise: 35000, city: 'Pune' });
  });

  it('lets a line with no recorded payment be marked paid by hand', async () => {
    await service.updateBill(
      '2026-08-20',
      {
        flipkart: [
          { ...key, paymentReceived: true, paymentDate: '2026-09-02', amountRecieveFromFlipkart: 390 },
        ],
      },
      actor,
    );
    expect(line()).toMatchObject({ paymentReceived: true, amountReceivedPaise: 39000 });
  });

  it('removes one recorded payment with its reason: the line is paid what the others add up to, audited', async () => {
    pay(entry('r1', 30000, '2026-09-01'), entry('r2', 5000, '2026-09-05'));
    await expect(service.removeLinePayment(key, 'r2', ' ', actor)).rejects.toMatchObject({
      field: 'reason',
      message: 'Say why this payment is removed (at least 3 characters)',
    });
    const wire = await service.removeLinePayment(key, 'r2', '  recorded twice  ', actor);
    expect(wire).toMatchObject({ orderId: 'OD1', amountRecieveFromFlipkart: 300, paymentDate: '2026-09-01' });
    expect((await service.linePayments(key)).map((p) => [p.entryKey, p.amountReceived])).toEqual([
      ['r1', 300],
    ]);
    const audit = memory.data.audit.at(-1)!;
    expect(audit).toMatchObject({ action: 'removePayment', at: NOW, userId: 'u1' });
    expect(audit.after).toMatchObject({ removalReason: 'recorded twice', removedPayment: { key: 'r2' } });
    // removed already: NOT_FOUND, nothing changes
    await expect(service.removeLinePayment(key, 'r2', 'again', actor)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      field: 'entryKey',
    });
    // the last one removed: the line is unpaid again
    await service.removeLinePayment(key, 'r1', 'wrong order', actor);
    expect(line()).toMatchObject({ paymentReceived: false, paymentDate: null, amountReceivedPaise: null });
    await expect(
      service.removeLinePayment({ ...key, sku: 'OTHER' }, 'r1', 'no such line', actor),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('accepts a payment difference only at the amount shown, with a reason, and reopens it', async () => {
    // paid ₹300 against an expected settlement of ₹400: a difference well beyond the tolerance
    pay(entry('r1', 30000, '2026-09-01'));
    const { differencePaise } = differenceAcceptanceProblem(
      { ...line(), acceptance: null },
      {
        toleranceRupees: 1,
      },
    ) as { differencePaise: number };
    expect(differencePaise).toBeLessThan(-5000);
    await expect(
      service.acceptPaymentDifference(key, differencePaise / 100, 'x', actor),
    ).rejects.toMatchObject({
      field: 'reason',
    });
    // a payment recorded since the ADMIN looked: the shown amount is no longer the difference
    await expect(
      service.acceptPaymentDifference(key, differencePaise / 100 + 10, 'short-paid, claimed', actor),
    ).rejects.toMatchObject({
      field: 'difference',
      message: expect.stringContaining('a payment was recorded since'),
    });
    expect(line().acceptedDifferencePaise).toBeNull();
    await service.acceptPaymentDifference(key, differencePaise / 100, ' short-paid, claimed ', actor);
    expect(line()).toMatchObject({
      acceptedDifferencePaise: differencePaise,
      acceptedReason: 'short-paid, claimed',
      acceptedAt: NOW,
      acceptedBy: 'u1',
    });
    // accepted already: core's rule refuses it
    await expect(
      service.acceptPaymentDifference(key, differencePaise / 100, 'again please', actor),
    ).rejects.toMatchObject({ field: 'where', message: expect.stringContaining('is accepted already') });
    await service.reopenPaymentDifference(key, actor);
    expect(line()).toMatchObject({ acceptedDifferencePaise: null, acceptedReason: null, acceptedBy: null });
    await expect(service.reopenPaymentDifference(key, actor)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      field: 'where',
    });
    expect(memory.data.audit.map((a) => a.action).slice(-2)).toEqual([
      'acceptDifference',
      'reopenDifference',
    ]);
  });

  it('refuses to accept a difference on a line not paid', async () => {
    await expect(service.acceptPaymentDifference(key, -100, 'looked into it', actor)).rejects.toMatchObject({
      field: 'where',
      message: expect.stringContaining('is not paid yet'),
    });
  });

  it('records a return’s follow-up fields, trimmed, and clears one sent as null', async () => {
    await service.updateBill(
      '2026-08-20',
      {
        flipkart: [
          {
            ...key,
            return: true,
            returnType: 'courier_return',
            pysicallyRecieved: true,
            podRequestTickeetId: ' POD-77 ',
            condition: 'Damaged',
            damageDescription: 'torn seam',
            claimId: 'CL-1',
            claimResult: '  ',
          },
        ],
      },
      actor,
    );
    expect(line()).toMatchObject({
      isReturn: true,
      returnType: 'courier_return',
      pysicallyRecieved: true,
      podRequestTickeetId: 'POD-77',
      condition: 'Damaged',
      claimId: 'CL-1',
      // an empty text is no value
      claimResult: null,
    });
    await service.updateBill(
      '2026-08-20',
      { flipkart: [{ ...key, claimId: null, pysicallyRecieved: false }] },
      actor,
    );
    expect(line()).toMatchObject({ claimId: null, pysicallyRecieved: false, condition: 'Damaged' });
  });

  it('publishes a bill date with one audit row, and refuses a bill id that is no date', async () => {
    await service.publishBill('2026-08-20', actor);
    expect(line()).toMatchObject({ stage: 'PUBLISHED', publishedAt: NOW });
    expect(memory.data.audit.at(-1)).toMatchObject({
      action: 'publishBill',
      entityId: '2026-08-20',
      after: { billDate: '2026-08-20' },
    });
    await expect(service.publishBill('20 Aug', actor)).rejects.toMatchObject({ field: 'id' });
  });
});
