import type {
  CategoriesRepository,
  CategoryRecord,
} from '../../src/modules/categories/categories.repository.ts';
import type { CategoriesStore } from '../../src/modules/categories/categories.service.ts';
import type { Bound, UnitOfWork } from '../../src/shared/unit-of-work.ts';
import {
  memoryAuditLog,
  memoryUnitOfWork,
  updateVersionedIn,
  type MemoryData,
} from './memory-unit-of-work.ts';

interface CategoriesData extends MemoryData {
  categories: Map<string, CategoryRecord>;
  /** How many listings use each category (the listings module keeps these). */
  listingCounts: Map<string, number>;
  /** The order lines each category's listings have, by bill date (the order-lines module keeps these). */
  orderLineDates: Map<string, string[]>;
  /** Each re-price asked for, in order: the category and the date from which its lines were priced again. */
  repriced: { categoryId: string; from: string; actorId: string | null }[];
}

/** The categories repository over a Map, with the database one's ordering and optimistic lock. */
function memoryCategoriesRepository(data: { current: CategoriesData }): Bound<CategoriesRepository> {
  const rows = () => data.current.categories;
  const ofKind = (kind: CategoryRecord['kind']) =>
    [...rows().values()]
      .filter((c) => c.kind === kind)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
  return {
    list: async (kind, page) => ofKind(kind).slice(page.skip, page.skip + page.first),
    names: async (kind) => ofKind(kind).map((c) => ({ id: c.id, name: c.name })),
    findById: async (kind, id) => (rows().get(id)?.kind === kind ? rows().get(id) : undefined),
    findByIds: async (ids) => ids.flatMap((id) => (rows().has(id) ? [rows().get(id)!] : [])),
    listingCounts: async (ids) =>
      new Map(
        ids.flatMap((id) =>
          data.current.listingCounts.get(id) ? [[id, data.current.listingCounts.get(id)!]] : [],
        ),
      ),
    insert: async (id, kind, values, at) => {
      rows().set(id, {
        id,
        kind,
        name: values.name,
        stage: 'DRAFT',
        publishedAt: null,
        version: 1,
        createdAt: at,
        updatedAt: at,
        versions: [],
      });
    },
    update: async (id, values, expectedVersion, at) =>
      updateVersionedIn(rows(), id, values, expectedVersion, at),
    putVersion: async (id, version) => {
      const row = rows().get(id)!;
      const versions = row.versions.filter((v) => v.effectiveFrom !== version.effectiveFrom);
      versions.push(structuredClone(version));
      versions.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
      rows().set(id, { ...row, versions });
    },
    deleteVersion: async (id, effectiveFrom) => {
      const row = rows().get(id);
      if (!row?.versions.some((v) => v.effectiveFrom === effectiveFrom)) return false;
      rows().set(id, { ...row, versions: row.versions.filter((v) => v.effectiveFrom !== effectiveFrom) });
      return true;
    },
    delete: async (id) => rows().delete(id),
  };
}

export interface MemoryCategories {
  store: UnitOfWork<CategoriesStore>;
  /** What is stored now (after any rollback). */
  readonly data: CategoriesData;
}

export function memoryCategories(): MemoryCategories {
  const data = {
    current: {
      categories: new Map(),
      listingCounts: new Map(),
      orderLineDates: new Map(),
      repriced: [],
      audit: [],
    } as CategoriesData,
  };
  const linesFrom = (categoryId: string, from: string) =>
    (data.current.orderLineDates.get(categoryId) ?? []).filter((d) => d >= from).length;
  const store: CategoriesStore = {
    categories: memoryCategoriesRepository(data),
    orderLines: {
      countFrom: async (categoryId, from) => linesFrom(categoryId, from),
      repriceFrom: async (categoryId, from, actorId) => {
        data.current.repriced.push({ categoryId, from, actorId });
        return linesFrom(categoryId, from);
      },
    },
    audit: memoryAuditLog(data),
  };
  return {
    store: memoryUnitOfWork(data, store),
    get data() {
      return data.current;
    },
  };
}
