import { defaultFlipkartSlabs } from '@seller-desk/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryCategories, type MemoryCategories } from '../../../test/fakes/memory-categories.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { createCategoriesService } from './categories.service.ts';

// The categories service's rules, run against in-memory ports (no database): dated card versions, the
// re-price of stored order lines a change reaches (decision 093), refusals by field with nothing stored,
// and what it audits. categories.db.test.ts, rate-cards.db.test.ts and reprice.db.test.ts run the same
// service on SQLite and PostgreSQL.
const actor: SessionUser = { id: 'u1', username: 'asha', role: 'ADMIN' };
const slab = (from: number, to: number, precent: number) => ({ from, to, precent });

describe('categories service', () => {
  let memory: MemoryCategories;
  let service: ReturnType<typeof createCategoriesService>;
  beforeEach(() => {
    memory = memoryCategories();
    service = createCategoriesService({ store: memory.store, clock: fixedClock('2026-09-15T06:00:00.000Z') });
  });

  const create = (effectiveFrom = '2026-08-01') =>
    service.create('flipkart', { name: 'Toys', effectiveFrom, commissionPercent: [slab(0, 500, 10)] }, actor);

  it('creates a DRAFT whose one card version takes effect on the date given; Flipkart starts from the default slabs', async () => {
    const c = await create();
    expect(c).toMatchObject({ name: 'Toys', stage: 'DRAFT', version: 1, effectiveFrom: '2026-08-01' });
    const stored = memory.data.categories.get(c.id)!;
    expect(stored.versions).toEqual([
      {
        ...defaultFlipkartSlabs(),
        referalFeePercent: [],
        effectiveFrom: '2026-08-01',
        commissionPercent: [slab(0, 500, 10)],
      },
    ]);
    expect(memory.data.audit).toMatchObject([{ action: 'create', entity: 'fee_category', before: null }]);
    // the audit row keeps the stored record, with its versions
    expect(memory.data.audit[0]!.after).toMatchObject({ id: c.id, versions: stored.versions });
  });

  it('adds a version from a later date, and re-prices the lines billed from that date on', async () => {
    const c = await create();
    const updated = await service.update(
      'flipkart',
      c.id,
      { effectiveFrom: '2026-09-01', commissionPercent: [slab(0, 500, 12)], version: 1 },
      actor,
    );
    expect(updated.versions.map((v) => v.effectiveFrom)).toEqual(['2026-08-01', '2026-09-01']);
    // the lists the edit leaves out come from the version in effect on its date
    expect(updated.versions[1]!.fixedFeePercent).toEqual(updated.versions[0]!.fixedFeePercent);
    expect(memory.data.repriced).toEqual([{ categoryId: c.id, from: '2026-09-01', actorId: 'u1' }]);
  });

  it('re-prices every line when the new version is the earliest of the card', async () => {
    const c = await create();
    await service.update(
      'flipkart',
      c.id,
      { effectiveFrom: '2026-07-01', commissionPercent: [slab(0, 500, 9)], version: 1 },
      actor,
    );
    // lines billed before a card's first version are priced with that version
    expect(memory.data.repriced).toEqual([{ categoryId: c.id, from: '0000-01-01', actorId: 'u1' }]);
  });

  it('re-prices nothing when an edit changes no slab list', async () => {
    const c = await create();
    await service.update('flipkart', c.id, { name: 'Kids toys', version: 1 }, actor);
    expect(memory.data.repriced).toEqual([]);
    expect(memory.data.categories.get(c.id)!.versions).toHaveLength(1);
  });

  it('keeps the card as it was when the re-price fails: the version and the re-price are one transaction', async () => {
    const c = await create();
    memory.store.read.orderLines.repriceFrom = () => Promise.reject(new Error('the database went away'));
    await expect(
      service.update(
        'flipkart',
        c.id,
        { effectiveFrom: '2026-09-01', commissionPercent: [slab(0, 500, 12)], version: 1 },
        actor,
      ),
    ).rejects.toThrow('the database went away');
    expect(memory.data.categories.get(c.id)).toMatchObject({
      version: 1,
      versions: [{ effectiveFrom: '2026-08-01' }],
    });
    expect(memory.data.audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a bad slab on its row, and an effective date before GST began, storing nothing', async () => {
    await expect(
      service.create(
        'flipkart',
        { name: 'Toys', commissionPercent: [slab(0, 500, 10), slab(600, 500, 5)] },
        actor,
      ),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'commissionPercent', row: 1 });
    await expect(
      service.create('flipkart', { name: 'Toys', effectiveFrom: '2017-06-30' }, actor),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'effectiveFrom',
    });
    expect(memory.data.categories.size).toBe(0);
    expect(memory.data.audit).toEqual([]);
  });

  it('deletes a version and re-prices from its date, but never the only version or one that does not exist', async () => {
    const c = await create();
    await service.update(
      'flipkart',
      c.id,
      { effectiveFrom: '2026-09-01', commissionPercent: [slab(0, 500, 12)], version: 1 },
      actor,
    );
    await expect(service.deleteVersion('flipkart', c.id, '2026-08-15', 2, actor)).rejects.toMatchObject({
      field: 'effectiveFrom',
      message: 'This category has no version effective from 2026-08-15',
    });
    const after = await service.deleteVersion('flipkart', c.id, '2026-09-01', 2, actor);
    expect(after.versions.map((v) => v.effectiveFrom)).toEqual(['2026-08-01']);
    expect(memory.data.repriced.at(-1)).toEqual({ categoryId: c.id, from: '2026-09-01', actorId: 'u1' });
    await expect(service.deleteVersion('flipkart', c.id, '2026-08-01', 3, actor)).rejects.toMatchObject({
      field: 'effectiveFrom',
      message: 'This is the only version of the card: it cannot be deleted',
    });
  });

  it('refuses a save begun from an older version, and keeps the newer one', async () => {
    const c = await create();
    await service.update('flipkart', c.id, { name: 'Kids toys', version: 1 }, actor);
    await expect(
      service.update('flipkart', c.id, { name: 'Toys again', version: 1 }, actor),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      // the editor takes their change where this person changed nothing (decision 155)
      message:
        'Someone else saved this Flipkart category since you opened it, so nothing was saved: look at their change, then save again to keep yours',
    });
    expect(memory.data.categories.get(c.id)).toMatchObject({ name: 'Kids toys', version: 2 });
  });

  it('refuses to delete a category that listings use, naming it and the count; deletes it once free', async () => {
    const c = await create();
    memory.data.listingCounts.set(c.id, 3);
    await expect(service.remove('flipkart', c.id, actor)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Flipkart category Toys is used by 3 listings: move them to another category first',
    });
    memory.data.listingCounts.delete(c.id);
    await service.remove('flipkart', c.id, actor);
    expect(memory.data.categories.has(c.id)).toBe(false);
    expect(memory.data.audit.at(-1)).toMatchObject({
      action: 'delete',
      after: null,
      before: { name: 'Toys' },
    });
  });

  it('counts the lines a version from a past date would re-price, for the editor to confirm', async () => {
    const c = await create();
    memory.data.orderLineDates.set(c.id, ['2026-08-05', '2026-08-20', '2026-09-02']);
    expect(await service.orderLinesFrom(c.id, '2026-08-15')).toBe(2);
    await expect(service.orderLinesFrom(c.id, 'not a date')).rejects.toMatchObject({ field: 'from' });
  });
});
