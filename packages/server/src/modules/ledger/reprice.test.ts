import { beforeEach, describe, expect, it } from 'vitest';
import { memoryListings, type MemoryListings } from '../../../test/fakes/memory-listings.ts';
import type { AuditEntry } from '../../shared/audit.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { CardVersion } from '../categories/categories.repository.ts';
import { createListingsService } from '../listings/listings.service.ts';
import { repriceLines, type RepricedLine, type RepriceStore } from './reprice.ts';

// The re-price after a card change (decision 093) on in-memory ports: each line priced with the card in
// effect on its bill date and its listing's current values, a line that cannot be priced kept as it is,
// one audit row linked to every line re-priced (decision 130). The SQL that picks the lines (linked, or
// by channel and SKU; from the date on) is categories/reprice.db.test.ts, on SQLite and PostgreSQL.
const actor: SessionUser = { id: 'u1', username: 'asha', role: 'ADMIN' };
const NOW = '2026-09-15T06:00:00.000Z';

/** A Flipkart card whose commission is `percent` at every price. */
const flipkartCard = (effectiveFrom: string, percent: number): CardVersion => ({
  effectiveFrom,
  commissionPercent: [{ from: 0, to: 100000, precent: percent }],
  fixedFeePercent: [{ from: 0, to: 100000, precent: 0 }],
  collectionFeePercent: [{ from: 0, to: 100000, precent: 0 }],
  referalFeePercent: [],
});

describe('re-pricing the ledger after a card change', () => {
  let listings: MemoryListings;
  let written: Map<string, Record<string, unknown>>;
  let audits: { entry: AuditEntry; lineIds: readonly string[] }[];
  let store: RepriceStore;
  const lines: RepricedLine[] = [
    // billed under the 10 % card, under the 20 % one, and a line whose listing's SKU is not listed now
    {
      id: 'L1',
      channel: 'flipkart',
      listingSku: 'CAR-1',
      billDate: '2026-03-15',
      invoiceAmountPaise: 50000,
      quantity: 1,
    },
    {
      id: 'L2',
      channel: 'flipkart',
      listingSku: 'CAR-1',
      billDate: '2026-05-02',
      invoiceAmountPaise: 50000,
      quantity: 1,
    },
    {
      id: 'L3',
      channel: 'flipkart',
      listingSku: 'GONE-9',
      billDate: '2026-05-02',
      invoiceAmountPaise: 50000,
      quantity: 1,
    },
  ];

  beforeEach(async () => {
    listings = memoryListings();
    listings.addProduct({ id: 'p1', productName: 'Toy car', purchaseCostPaise: 12000, gst: 18 });
    listings.addCategory({
      id: 'c1',
      kind: 'flipkart',
      name: 'Toys',
      versions: [flipkartCard('2022-09-01', 10), flipkartCard('2026-04-01', 20)],
    });
    const service = createListingsService({ store: listings.store, clock: fixedClock(NOW) });
    await service.create(
      'flipkart',
      {
        skuid: 'CAR-1',
        listingPrice: 500,
        profit: 40,
        packing: 10,
        advertisingCost: 0,
        returnCost: 0,
        discount: 0,
        shippingFee: 50,
        products: { connect: [{ id: 'p1' }] },
        flipkartProductCategory: { connect: { id: 'c1' } },
      },
      actor,
    );
    written = new Map();
    audits = [];
    store = {
      repricing: {
        ofCategoryFrom: async (categoryId, from) =>
          categoryId === 'c1' ? lines.filter((l) => l.billDate >= from) : [],
        countOfCategoryFrom: async () => 0,
      },
      orderLines: {
        updateMany: async (changes, at, by) => {
          for (const c of changes) written.set(c.id, { ...c.values, at, by });
          return changes.map((c) => c.id);
        },
      },
      listings: { bySkus: (channel, skus) => service.bySkus(channel, skus) },
      pricing: listings.store.read.pricing,
      lineAudit: {
        writeOfLines: async (entry, lineIds) => {
          audits.push({ entry, lineIds });
        },
      },
    };
  });

  it('prices each line with the card of its bill date, keeps one that cannot be priced, and audits once', async () => {
    expect(await repriceLines(store, fixedClock(NOW), 'c1', '2022-09-01', 'u1')).toBe(2);
    const l1 = written.get('L1')!;
    const l2 = written.get('L2')!;
    // the same sale under a commission twice as high: a higher fee, a lower settlement
    expect(l2.marketplaceFeePaise as number).toBeGreaterThan(l1.marketplaceFeePaise as number);
    expect(l2.settlementPaise as number).toBeLessThan(l1.settlementPaise as number);
    expect(l1).toMatchObject({ purchaseCostPaise: 12000, at: NOW, by: 'u1' });
    // only the columns pricing sets: nothing of the payment, the return or the report
    expect(Object.keys(l1).sort()).toEqual(
      [
        'at',
        'by',
        'gstRate',
        'marketplaceFeePaise',
        'profitPaise',
        'purchaseCostPaise',
        'saleType',
        'settlementPaise',
      ].sort(),
    );
    expect(written.has('L3')).toBe(false);
    expect(audits).toEqual([
      {
        entry: {
          at: NOW,
          userId: 'u1',
          entity: 'order_line',
          entityId: 'category:c1',
          action: 'reprice',
          before: null,
          after: { from: '2022-09-01', repriced: 2, kept: ['L3'] },
        },
        lineIds: ['L1', 'L2'],
      },
    ]);
  });

  it('re-prices only the lines from the change’s date, and writes nothing when there are none', async () => {
    expect(await repriceLines(store, fixedClock(NOW), 'c1', '2026-04-01', null)).toBe(1);
    expect([...written.keys()]).toEqual(['L2']);
    written.clear();
    audits = [];
    expect(await repriceLines(store, fixedClock(NOW), 'other', '2022-09-01', null)).toBe(0);
    expect(written.size).toBe(0);
    expect(audits).toEqual([]);
  });
});
