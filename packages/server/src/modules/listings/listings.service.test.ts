import { beforeEach, describe, expect, it } from 'vitest';
import { memoryListings, type MemoryListings } from '../../../test/fakes/memory-listings.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { CardVersion } from '../categories/categories.repository.ts';
import { STALE_MESSAGE } from './listing-input.ts';
import { createListingsService } from './listings.service.ts';

// The listings service's rules, run against in-memory ports (no database): what it stores, what it
// refuses, what it audits, and which dated card it prices with. listings.db.test.ts and
// bulk-mutations.db.test.ts run the same service on SQLite and PostgreSQL.
const actor: SessionUser = { id: 'u1', username: 'asha', role: 'USER' };

/** A Flipkart card whose commission is `percent` at every price. */
const flipkartCard = (effectiveFrom: string, percent: number): CardVersion => ({
  effectiveFrom,
  commissionPercent: [{ from: 0, to: 100000, precent: percent }],
  fixedFeePercent: [{ from: 0, to: 100000, precent: 0 }],
  collectionFeePercent: [{ from: 0, to: 100000, precent: 0 }],
  referalFeePercent: [],
});

describe('listings service', () => {
  let memory: MemoryListings;
  let clock: ReturnType<typeof fixedClock>;
  let service: ReturnType<typeof createListingsService>;
  beforeEach(() => {
    memory = memoryListings();
    clock = fixedClock('2026-03-01T10:00:00.000Z');
    service = createListingsService({ store: memory.store, clock });
    memory.addProduct({ id: 'p1', productName: 'Toy car', purchaseCostPaise: 12000, gst: 18 });
    memory.addProduct({ id: 'p2', productName: 'Wooden Train', purchaseCostPaise: 30000, gst: 12 });
    memory.addCategory({
      id: 'c1',
      kind: 'flipkart',
      name: 'Toys',
      versions: [flipkartCard('2022-09-01', 10), flipkartCard('2026-04-01', 20)],
    });
  });

  const connect = (id: string) => ({ connect: [{ id }] });

  it('creates a DRAFT with the next number of its channel, money in exact paise, and audits the stored record', async () => {
    const a = await service.create(
      'flipkart',
      { skuid: ' CAR-1 ', listingPrice: 499.99, profit: 40, products: connect('p1') },
      actor,
    );
    const b = await service.create('amazon', { skuid: 'CAR-1', listingPrice: 520 }, actor);
    expect(a).toMatchObject({ skuid: 'CAR-1', sno: 1, stage: 'DRAFT', version: 1, listingPrice: 499.99 });
    expect(b.sno).toBe(1);
    expect(memory.data.listings.get(a.id)).toMatchObject({ listingPricePaise: 49999, profitPaise: 4000 });
    const [created] = memory.data.audit;
    expect(created).toMatchObject({ entity: 'listing', entityId: a.id, action: 'create', before: null });
    // the stored record and its product ids: the same shape as every other audit row of a listing
    expect(created!.after).toMatchObject({ listingPricePaise: 49999, productIds: ['p1'] });
    expect(created!.after).not.toHaveProperty('products');
  });

  it('refuses a SKU the channel already lists, naming the field, and stores and audits nothing more', async () => {
    await service.create('flipkart', { skuid: 'CAR-1' }, actor);
    await expect(service.create('flipkart', { skuid: 'CAR-1' }, actor)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'skuid',
      message: 'SKU CAR-1 is already listed on Flipkart',
    });
    expect(memory.data.listings.size).toBe(1);
    expect(memory.data.audit).toHaveLength(1);
  });

  it('refuses a shipping fee on Meesho and a linked product that does not exist, each by its field', async () => {
    await expect(service.create('meesho', { skuid: 'M-1', shippingFee: 40 }, actor)).rejects.toMatchObject({
      field: 'shippingFee',
      message: 'Meesho has no shipping fee',
    });
    await expect(
      service.create('flipkart', { skuid: 'F-1', products: connect('gone') }, actor),
    ).rejects.toMatchObject({ field: 'products' });
    expect(memory.data.listings.size).toBe(0);
    expect(memory.data.audit).toHaveLength(0);
    // the failed create consumed no number of the channel
    expect((await service.create('flipkart', { skuid: 'F-1' }, actor)).sno).toBe(1);
  });

  it('saves an update only from the version it was read at', async () => {
    const a = await service.create('flipkart', { skuid: 'CAR-1', listingPrice: 500 }, actor);
    await service.update('flipkart', { id: a.id }, { listingPrice: 550, version: 1 }, actor);
    await expect(
      service.update('flipkart', { id: a.id }, { listingPrice: 600, version: 1 }, actor),
    ).rejects.toMatchObject({ message: STALE_MESSAGE });
    expect(memory.data.listings.get(a.id)).toMatchObject({ listingPricePaise: 55000, version: 2 });
  });

  it('prices a listing with the card version in effect on the date asked for', async () => {
    await service.create(
      'flipkart',
      {
        skuid: 'CAR-1',
        listingPrice: 1000,
        profit: 50,
        packing: 0,
        advertisingCost: 0,
        returnCost: 0,
        discount: 0,
        shippingFee: 0,
        productLength: 10,
        breadth: 10,
        height: 10,
        weight: 0.4,
        products: connect('p1'),
        flipkartProductCategory: { connect: { id: 'c1' } },
      },
      actor,
    );
    const [march] = await service.list('flipkart', { at: '2026-03-31' });
    const [april] = await service.list('flipkart', { at: '2026-04-01' });
    const [today] = await service.list('flipkart', {});
    expect(march!.problems).toEqual([]);
    // 10 % and 20 % of ₹1,000, each with the 18 % GST on fees
    expect(march!.fees.commission).toBe(118);
    expect(april!.fees.commission).toBe(236);
    expect(today!.fees.commission).toBe(march!.fees.commission);
  });

  it('bulk update: a bad row fails alone with its row and field; the others of the chunk are stored', async () => {
    for (const skuid of ['A', 'B', 'C'])
      await service.create('flipkart', { skuid, listingPrice: 100 }, actor);
    const results = await service.updateMany(
      'flipkart',
      [
        { where: { skuid: 'A' }, data: { listingPrice: 110, productNames: ['toy CAR'] } },
        { where: { skuid: 'B' }, data: { listingPrice: 120, productNames: ['No such product'] } },
        { where: { skuid: 'C' }, data: { listingPrice: -5 } },
        { where: { skuid: 'Z' }, data: { listingPrice: 130 } },
      ],
      actor,
    );
    expect(results.map((r) => [r.row, r.ok, r.error?.field ?? null])).toEqual([
      [1, true, null],
      [2, false, 'productNames'],
      [3, false, 'listingPrice'],
      [4, false, null],
    ]);
    expect(results[3]!.error!.message).toBe('No Flipkart listing has SKU Z');
    const bySku = new Map([...memory.data.listings.values()].map((l) => [l.skuid, l]));
    expect(bySku.get('A')).toMatchObject({ listingPricePaise: 11000, version: 2 });
    expect(memory.data.links.get(bySku.get('A')!.id)).toEqual(['p1']);
    expect(bySku.get('B')).toMatchObject({ listingPricePaise: 10000, version: 1 });
    expect(memory.data.audit.filter((a) => a.action === 'update')).toHaveLength(1);
  });

  it('bulk update: a chunk that renames a SKU is written row by row, and a taken SKU fails that row only', async () => {
    for (const skuid of ['A', 'B']) await service.create('flipkart', { skuid }, actor);
    const results = await service.updateMany(
      'flipkart',
      [
        { where: { skuid: 'A' }, data: { skuid: 'A2' } },
        { where: { skuid: 'B' }, data: { skuid: 'A2' } },
      ],
      actor,
    );
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(results[1]!.error).toEqual({ field: 'skuid', message: 'SKU A2 is already listed on Flipkart' });
    expect([...memory.data.listings.values()].map((l) => l.skuid).sort()).toEqual(['A2', 'B']);
  });

  it('bulk create matches product and category names without case and refuses an ambiguous one', async () => {
    memory.addProduct({ id: 'p3', productName: 'toy car' });
    const results = await service.createMany(
      'flipkart',
      [
        { skuid: 'T-1', productNames: ['WOODEN train'], categoryName: 'toys' },
        { skuid: 'T-2', productNames: ['Toy Car'] },
        { skuid: 'T-1' },
      ],
      actor,
    );
    expect(results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(results[1]!.error!.field).toBe('productNames');
    expect(results[2]!.error).toEqual({ field: 'skuid', message: 'SKU T-1 is already listed on Flipkart' });
    const stored = [...memory.data.listings.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ skuid: 'T-1', categoryId: 'c1' });
    expect(memory.data.links.get(stored[0]!.id)).toEqual(['p2']);
  });

  it('deleting one listing and deleting many audit the same shape: the stored record and its product ids', async () => {
    const a = await service.create('flipkart', { skuid: 'A', products: connect('p1') }, actor);
    const b = await service.create('flipkart', { skuid: 'B', products: connect('p2') }, actor);
    await service.remove('flipkart', a.id, actor);
    const results = await service.removeMany('flipkart', [b.id, a.id], actor);
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    const deletes = memory.data.audit.filter((e) => e.action === 'delete');
    expect(deletes.map((d) => Object.keys(d.before as object).sort())).toEqual([
      Object.keys(memory.data.audit[0]!.after as object).sort(),
      Object.keys(memory.data.audit[0]!.after as object).sort(),
    ]);
    expect(deletes.map((d) => (d.before as { productIds: string[] }).productIds)).toEqual([['p1'], ['p2']]);
    expect(memory.data.listings.size).toBe(0);
  });
});
