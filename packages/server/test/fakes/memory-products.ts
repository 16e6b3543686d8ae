import type { ProductRecord, ProductsRepository } from '../../src/modules/products/products.repository.ts';
import type { ProductsStore } from '../../src/modules/products/products.service.ts';
import type { UnitOfWork, Bound } from '../../src/shared/unit-of-work.ts';
import {
  memoryAuditLog,
  memoryUnitOfWork,
  updateVersionedIn,
  type MemoryData,
} from './memory-unit-of-work.ts';

interface ProductsData extends MemoryData {
  products: Map<string, ProductRecord>;
  /** The listings each product is linked to, by product id (the listings module keeps these links). */
  listingLinks: Map<string, string[]>;
}

/** The products repository over a Map, with the database one's ordering and optimistic lock. */
function memoryProductsRepository(data: { current: ProductsData }): Bound<ProductsRepository> {
  const rows = () => data.current.products;
  const byName = (a: ProductRecord, b: ProductRecord) =>
    a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : a.id < b.id ? -1 : 1;
  return {
    list: async (page) => [...rows().values()].sort(byName).slice(page.skip, page.skip + page.first),
    count: async () => rows().size,
    findByIds: async (ids) => ids.flatMap((id) => (rows().has(id) ? [rows().get(id)!] : [])),
    names: async () => [...rows().values()].map((p) => ({ id: p.id, productName: p.productName })),
    findById: async (id) => rows().get(id),
    insert: async (id, values, at) => {
      rows().set(id, {
        id,
        productName: values.productName,
        purchaseCostPaise: values.purchaseCostPaise ?? null,
        stock: values.stock ?? null,
        // the column's default (migration 016)
        unit: values.unit ?? 'PCS',
        gst: values.gst ?? null,
        gstMode: values.gstMode ?? 'FIXED',
        hsnCode: values.hsnCode ?? null,
        productImage: values.productImage ?? [],
        searchKeyword: values.searchKeyword ?? [],
        amazonKeyword: values.amazonKeyword ?? null,
        productLength: values.productLength ?? null,
        breadth: values.breadth ?? null,
        height: values.height ?? null,
        weight: values.weight ?? null,
        rackNo: values.rackNo ?? null,
        forSale: values.forSale ?? false,
        stage: 'DRAFT',
        publishedAt: null,
        version: 1,
        createdAt: at,
        updatedAt: at,
      });
    },
    update: async (id, values, expectedVersion, at) =>
      updateVersionedIn(rows(), id, values, expectedVersion, at),
    // As in the database, the product's links go with it.
    delete: async (id) => {
      data.current.listingLinks.delete(id);
      return rows().delete(id);
    },
  };
}

export interface MemoryProducts {
  store: UnitOfWork<ProductsStore>;
  /** What is stored now (after any rollback). */
  readonly data: ProductsData;
}

export function memoryProducts(): MemoryProducts {
  const data = { current: { products: new Map(), listingLinks: new Map(), audit: [] } as ProductsData };
  const store: ProductsStore = {
    products: memoryProductsRepository(data),
    listingLinks: {
      listingIdsOfProduct: async (productId) => [...(data.current.listingLinks.get(productId) ?? [])].sort(),
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
