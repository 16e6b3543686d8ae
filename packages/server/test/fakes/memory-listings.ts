import {
  DEFAULT_FEE_SCHEDULES,
  DEFAULT_GST_RULES,
  type Channel,
  type FeeScheduleVersion,
  type GstRule,
} from '@seller-desk/core';
import type { CategoryRecord } from '../../src/modules/categories/categories.repository.ts';
import type { ListingRecord, ListingsRepository } from '../../src/modules/listings/listings.repository.ts';
import type { ListingsStore } from '../../src/modules/listings/listings.service.ts';
import type { ProductRecord } from '../../src/modules/products/products.repository.ts';
import type { Bound, UnitOfWork } from '../../src/shared/unit-of-work.ts';
import { memoryAuditLog, memoryUnitOfWork, type MemoryData } from './memory-unit-of-work.ts';

interface ListingsData extends MemoryData {
  listings: Map<string, ListingRecord>;
  /** listing id → product ids in link order */
  links: Map<string, string[]>;
  sequences: Map<Channel, number>;
  products: Map<string, ProductRecord>;
  categories: Map<string, CategoryRecord>;
  feeSchedules: Record<Channel, FeeScheduleVersion[]>;
  gstRules: GstRule[];
}

/** The listings repository over Maps, with the database one's ordering, version check and SKU key. */
function memoryListingsRepository(data: { current: ListingsData }): Bound<ListingsRepository> {
  const rows = () => data.current.listings;
  const ofChannel = (channel: Channel) =>
    [...rows().values()].filter((r) => r.channel === channel).sort((a, b) => a.sno - b.sno);
  const skuTaken = (channel: Channel, skuid: string, id: string) =>
    ofChannel(channel).some((r) => r.skuid === skuid && r.id !== id);
  /** The unique (channel, skuid) key, as the database refuses a write that breaks it. */
  const uniqueViolation = () => Object.assign(new Error('UNIQUE constraint failed'), { code: '23505' });
  const defined = (values: object) =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

  function write(id: string, values: object, expectedVersion: number, at: string): ListingRecord | null {
    const row = rows().get(id);
    if (!row || row.version !== expectedVersion) return null;
    const next = { ...row, ...defined(values), version: row.version + 1, updatedAt: at } as ListingRecord;
    if (skuTaken(row.channel, next.skuid, id)) throw uniqueViolation();
    rows().set(id, next);
    return next;
  }

  return {
    list: async (channel, page) => ofChannel(channel).slice(page.skip, page.skip + page.first),
    count: async (channel) => ofChannel(channel).length,
    findById: async (channel, id) => (rows().get(id)?.channel === channel ? rows().get(id) : undefined),
    findBySku: async (channel, skuid) => ofChannel(channel).find((r) => r.skuid === skuid),
    findByIds: async (channel, ids) => ofChannel(channel).filter((r) => ids.includes(r.id)),
    findBySkus: async (channel, skuids) => ofChannel(channel).filter((r) => skuids.includes(r.skuid)),
    nextSno: async (channel) => {
      const sno = (data.current.sequences.get(channel) ?? 0) + 1;
      data.current.sequences.set(channel, sno);
      return sno;
    },
    insert: async (id, channel, _categoryKind, sno, values, at) => {
      if (skuTaken(channel, values.skuid, id)) throw uniqueViolation();
      rows().set(id, {
        id,
        channel,
        sno,
        skuid: values.skuid,
        listingPricePaise: values.listingPricePaise ?? null,
        profitPaise: values.profitPaise ?? null,
        packingPaise: values.packingPaise ?? null,
        advertisingCostPaise: values.advertisingCostPaise ?? null,
        returnCostPaise: values.returnCostPaise ?? null,
        discountPaise: values.discountPaise ?? null,
        shippingFeePaise: values.shippingFeePaise ?? null,
        productLength: values.productLength ?? null,
        breadth: values.breadth ?? null,
        height: values.height ?? null,
        weight: values.weight ?? null,
        categoryId: values.categoryId ?? null,
        stage: 'DRAFT',
        publishedAt: null,
        version: 1,
        createdAt: at,
        updatedAt: at,
      });
    },
    update: async (id, _categoryKind, values, expectedVersion, at) =>
      write(id, values, expectedVersion, at) !== null,
    updateMany: async (_categoryKind, updates, stage, at) =>
      updates.flatMap((u) => {
        const after = write(u.id, { ...u.values, stage }, u.expectedVersion, at);
        return after ? [after] : [];
      }),
    delete: async (id) => {
      data.current.links.delete(id);
      return rows().delete(id);
    },
    productIdsOf: async (ids) =>
      new Map(
        ids.flatMap((id) => (data.current.links.has(id) ? [[id, [...data.current.links.get(id)!]]] : [])),
      ),
    setProducts: async (id, productIds) => {
      data.current.links.set(id, [...productIds]);
    },
    replaceProducts: async (links) => {
      for (const [id, productIds] of links) data.current.links.set(id, [...productIds]);
    },
    listingIdsOfProduct: async (productId) =>
      [...data.current.links]
        .flatMap(([id, productIds]) => (productIds.includes(productId) ? [id] : []))
        .sort(),
    refsOfProducts: async (channel, productIds) =>
      ofChannel(channel).flatMap((l) =>
        (data.current.links.get(l.id) ?? [])
          .filter((p) => productIds.includes(p))
          .map((productId) => ({ productId, id: l.id, skuid: l.skuid })),
      ),
  };
}

export interface MemoryListings {
  store: UnitOfWork<ListingsStore>;
  /** What is stored now (after any rollback). */
  readonly data: ListingsData;
  /** Puts a product or a category in place, as their own modules would have stored them. */
  addProduct(product: Partial<ProductRecord> & { id: string; productName: string }): void;
  addCategory(category: Pick<CategoryRecord, 'id' | 'kind' | 'name' | 'versions'>): void;
}

export function memoryListings(): MemoryListings {
  const data = {
    current: {
      listings: new Map(),
      links: new Map(),
      sequences: new Map(),
      products: new Map(),
      categories: new Map(),
      feeSchedules: structuredClone(DEFAULT_FEE_SCHEDULES) as Record<Channel, FeeScheduleVersion[]>,
      gstRules: structuredClone([...DEFAULT_GST_RULES]),
      audit: [],
    } as ListingsData,
  };
  const products = () => data.current.products;
  const categories = () => data.current.categories;
  const store: ListingsStore = {
    listings: memoryListingsRepository(data),
    products: {
      findByIds: async (ids) => ids.flatMap((id) => (products().has(id) ? [products().get(id)!] : [])),
      names: async () => [...products().values()].map((p) => ({ id: p.id, productName: p.productName })),
    },
    categories: {
      findById: async (kind, id) => (categories().get(id)?.kind === kind ? categories().get(id) : undefined),
      findByIds: async (ids) => ids.flatMap((id) => (categories().has(id) ? [categories().get(id)!] : [])),
      names: async (kind) =>
        [...categories().values()].filter((c) => c.kind === kind).map((c) => ({ id: c.id, name: c.name })),
    },
    pricing: {
      feeSchedule: async (channel) => data.current.feeSchedules[channel],
      gstRules: async () => data.current.gstRules,
    },
    audit: memoryAuditLog(data),
  };
  const at = '2026-01-01T00:00:00.000Z';
  return {
    store: memoryUnitOfWork(data, store),
    get data() {
      return data.current;
    },
    addProduct: (p) =>
      products().set(p.id, {
        purchaseCostPaise: null,
        stock: null,
        unit: 'PCS',
        gst: null,
        gstMode: 'FIXED',
        hsnCode: null,
        productImage: [],
        searchKeyword: [],
        amazonKeyword: null,
        productLength: null,
        breadth: null,
        height: null,
        weight: null,
        rackNo: null,
        forSale: false,
        stage: 'PUBLISHED',
        publishedAt: at,
        version: 1,
        createdAt: at,
        updatedAt: at,
        ...p,
      }),
    addCategory: (c) =>
      categories().set(c.id, {
        ...c,
        stage: 'PUBLISHED',
        publishedAt: at,
        version: 1,
        createdAt: at,
        updatedAt: at,
      }),
  };
}
