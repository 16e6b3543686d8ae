import { beforeEach, describe, expect, it } from 'vitest';
import { memoryProducts, type MemoryProducts } from '../../../test/fakes/memory-products.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { createProductsService, DELETED_MESSAGE, STALE_MESSAGE } from './products.service.ts';

// The products service's rules, run against in-memory ports (no database): what it stores, what it
// refuses, and what it audits. products.db.test.ts runs the same service on SQLite and PostgreSQL.
const actor: SessionUser = { id: 'u1', username: 'asha', role: 'USER' };
const hash = 'ab'.repeat(32);

describe('products service', () => {
  let memory: MemoryProducts;
  let clock: ReturnType<typeof fixedClock>;
  let service: ReturnType<typeof createProductsService>;
  beforeEach(() => {
    memory = memoryProducts();
    clock = fixedClock('2026-03-01T10:00:00.000Z');
    service = createProductsService({ store: memory.store, clock });
  });

  it('creates a DRAFT at version 1, keeps the cost in exact paise and answers rupees with the thumbnail', async () => {
    const p = await service.create(
      { productName: ' Toy car ', purchaseCost: 120.35, productImage: [`/files/images/${hash}.jpg`] },
      actor,
    );
    expect(p).toMatchObject({ productName: 'Toy car', purchaseCost: 120.35, stage: 'DRAFT', version: 1 });
    expect(p.img).toBe(`/files/thumbs/${hash}.jpg`);
    expect(memory.data.products.get(p.id)).toMatchObject({ purchaseCostPaise: 12035 });
  });

  it('audits every write with the stored record before and after, stamped by the clock', async () => {
    const p = await service.create({ productName: 'Toy car', purchaseCost: 10 }, actor);
    clock.advance(60_000);
    await service.update(p.id, { rackNo: 'B7', version: 1 }, actor);
    await service.remove(p.id, actor);
    const audit = memory.data.audit;
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[0]).toMatchObject({ entity: 'product', entityId: p.id, userId: 'u1', before: null });
    expect(audit[0]!.after).toMatchObject({ productName: 'Toy car', purchaseCostPaise: 1000 });
    expect(audit[1]).toMatchObject({ at: '2026-03-01T10:01:00.000Z' });
    expect(audit[1]!.before).toMatchObject({ rackNo: null, version: 1 });
    expect(audit[1]!.after).toMatchObject({ rackNo: 'B7', version: 2 });
    expect(audit[2]).toMatchObject({ after: null });
    expect(audit[2]!.before).toMatchObject({ rackNo: 'B7', purchaseCostPaise: 1000 });
  });

  it('keeps in the delete audit row the listings the product is taken out of', async () => {
    const p = await service.create({ productName: 'Toy car' }, actor);
    memory.data.listingLinks.set(p.id, ['listing-b', 'listing-a']);
    await service.remove(p.id, actor);
    expect(memory.data.audit.at(-1)!.before).toMatchObject({
      productName: 'Toy car',
      listingIds: ['listing-a', 'listing-b'],
    });
    expect(memory.data.listingLinks.has(p.id)).toBe(false);
  });

  it('refuses a product without a name, naming the field, and stores and audits nothing', async () => {
    await expect(service.create({ productName: '  ' }, actor)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'productName',
    });
    expect(memory.data.products.size).toBe(0);
    expect(memory.data.audit).toEqual([]);
  });

  it('refuses a save begun from an older version and keeps the newer one', async () => {
    const p = await service.create({ productName: 'Toy car' }, actor);
    await service.update(p.id, { stock: 5, version: 1 }, actor);
    await expect(service.update(p.id, { stock: 9, version: 1 }, actor)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: STALE_MESSAGE,
    });
    expect(memory.data.products.get(p.id)).toMatchObject({ stock: 5, version: 2 });
    expect(memory.data.audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('publishes with the time of the clock, and an update makes the product a DRAFT again', async () => {
    const p = await service.create({ productName: 'Toy car' }, actor);
    clock.set('2026-03-02T08:30:00.000Z');
    const published = await service.publish(p.id, 'PUBLISHED', actor);
    expect(published).toMatchObject({ stage: 'PUBLISHED', publishedAt: '2026-03-02T08:30:00.000Z' });
    const updated = await service.update(p.id, { stock: 3 }, actor);
    expect(updated.stage).toBe('DRAFT');
  });

  it('says a product deleted meanwhile was deleted by someone else', async () => {
    const p = await service.create({ productName: 'Toy car' }, actor);
    await service.remove(p.id, actor);
    await expect(service.remove(p.id, actor)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: DELETED_MESSAGE,
    });
    await expect(service.update(p.id, { stock: 1 }, actor)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists by name, then id, a page at a time', async () => {
    for (const name of ['Zebra', 'apple', 'Mango']) await service.create({ productName: name }, actor);
    expect((await service.list({ first: 2, skip: 0 })).map((p) => p.productName)).toEqual(['Mango', 'Zebra']);
    expect((await service.list({ first: 2, skip: 2 })).map((p) => p.productName)).toEqual(['apple']);
    expect(await service.count()).toBe(3);
  });

  it('creates many with a result per row: a name stored already, in any case, fails alone', async () => {
    await service.create({ productName: 'Toy car' }, actor);
    const results = await service.createMany(
      [{ productName: 'Doll' }, { productName: 'TOY CAR' }, { productName: 'Kite' }],
      actor,
    );
    expect(results.map((r) => [r.row, r.ok, r.error?.field ?? null])).toEqual([
      [1, true, null],
      [2, false, 'productName'],
      [3, true, null],
    ]);
    expect([...memory.data.products.values()].map((p) => p.productName).sort()).toEqual([
      'Doll',
      'Kite',
      'Toy car',
    ]);
  });
});
