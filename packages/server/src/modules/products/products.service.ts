import crypto from 'node:crypto';
import {
  identifierText,
  nameKey,
  rupeesToPaise,
  thumbnailUrl,
  validateProductInput,
} from '@seller-desk/core';
import type { ProductInput } from '../../graphql-types.generated.ts';
import { auditTo, type AuditLog } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { badInput } from '../../shared/errors.ts';
import { pageArgs } from '../../shared/paging.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { checkRowBounds } from '../../shared/input-bounds.ts';
import type { BulkRowResult } from '../../shared/run-batch.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import { publishChange, removeExisting, saveVersioned } from '../../shared/versioned-writes.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { ProductRecord, ProductsRepository, ProductValues } from './products.repository.ts';

/** Product input as it arrives on the wire (money in rupees): the schema's ProductInput. */
export type { ProductInput };

/** A row of updateManyProducts: the product by id or by name (without case), and its new fields. */
export interface ProductUpdateRow {
  where: { id?: string | null; productName?: string | null };
  data: ProductInput;
}

/** A product as the API returns it: rupees, and img, the first image's thumbnail. */
export interface ProductView extends Omit<ProductRecord, 'purchaseCostPaise' | 'createdAt'> {
  purchaseCost: number | null;
  img: string | null;
}

/** A deleted product as its audit row keeps it: the stored record and the listings it was linked to. */
type DeletedProduct = ProductRecord & { listingIds: string[] };

export const DELETED_MESSAGE = 'This product was deleted by someone else';
export const STALE_MESSAGE =
  'Someone else saved this product since you opened it, so nothing was saved: look at their change, then save again to keep yours';
const MESSAGES = { deleted: DELETED_MESSAGE, stale: STALE_MESSAGE };

export function toView(p: ProductRecord): ProductView {
  const { purchaseCostPaise, createdAt: _createdAt, ...rest } = p;
  const first = p.productImage[0];
  return {
    ...rest,
    purchaseCost: wireRupees(purchaseCostPaise),
    img: first ? thumbnailUrl(first) : null,
  };
}

/**
 * Checks input with core's rules and converts it to stored values; only the fields present are set. On
 * an update, `stored` is the product as stored: an HSN code or GST rate sent back as it is stored is not
 * checked for form or for being a rate in force (decisions 143 and 152), since the grid and the form send
 * the whole row whatever was edited; a rate given to a product stored priced by HSN code, without a GST
 * mode chosen, is refused (decision 171).
 */
function toValues(
  data: ProductInput,
  partial: boolean,
  stored?: Pick<ProductRecord, 'hsnCode' | 'gst' | 'gstMode'> | null,
): Partial<ProductValues> {
  const { version: _version, gstMode: _gstMode, ...fields } = data;
  // unit codes are capitals (UQC), as on a document line; core names one not on the list (decision 147)
  if (typeof fields.unit === 'string') fields.unit = fields.unit.trim().toUpperCase();
  // a name is checked and stored as people see it: a look-alike is the name it looks like (decision 205)
  if (typeof fields.productName === 'string') fields.productName = identifierText(fields.productName);
  const problem = validateProductInput(fields, {
    partial,
    storedHsnCode: stored?.hsnCode ?? null,
    storedGst: stored?.gst ?? null,
    storedByHsn: stored?.gstMode === 'BY_HSN' && (data.gstMode === undefined || data.gstMode === null),
  })[0];
  if (problem) throw badInput(problem.field, problem.message);
  const v: Partial<ProductValues> = {};
  // none given: a new product counts in pieces (the column's default), a stored one keeps its unit
  if (fields.unit !== undefined && fields.unit !== null) v.unit = fields.unit;
  if (typeof fields.productName === 'string') v.productName = fields.productName;
  if (data.purchaseCost !== undefined)
    v.purchaseCostPaise = data.purchaseCost === null ? null : rupeesToPaise(data.purchaseCost);
  for (const k of [
    'stock',
    'gst',
    'hsnCode',
    'amazonKeyword',
    'productLength',
    'breadth',
    'height',
    'weight',
    'rackNo',
  ] as const) {
    if (data[k] !== undefined) (v as Record<string, unknown>)[k] = data[k];
  }
  if (data.productImage !== undefined) v.productImage = data.productImage ?? [];
  if (data.searchKeyword !== undefined) v.searchKeyword = data.searchKeyword ?? [];
  if (data.forSale !== undefined && data.forSale !== null) v.forSale = data.forSale;
  // GST by HSN code: the rate comes from the GST rules, so the fixed rate is cleared
  if (data.gstMode !== undefined && data.gstMode !== null) {
    v.gstMode = data.gstMode;
    if (data.gstMode === 'BY_HSN') v.gst = null;
  }
  return v;
}

/** The ports the products service works through (app.ts binds the database; unit tests, memory). */
export interface ProductsStore {
  products: Bound<ProductsRepository>;
  /** Which listings a product is linked to (the links belong to the listings module). */
  listingLinks: Bound<Pick<ListingsRepository, 'listingIdsOfProduct'>>;
  audit: AuditLog;
}

export interface ProductsServiceDeps {
  store: UnitOfWork<ProductsStore>;
  clock: Clock;
}

export function createProductsService({ store, clock }: ProductsServiceDeps) {
  const audit = auditTo<ProductRecord | DeletedProduct>(clock, 'product');

  /**
   * Refuses a name another product has already, matched without case (decision 172): staff and the
   * Bulk tabs pick a product by its name, so a name names one product.
   */
  async function checkNameFree(s: ProductsStore, name: string, id: string | null): Promise<void> {
    const key = nameKey(name);
    const taken = (await s.products.names()).some((p) => p.id !== id && nameKey(p.productName) === key);
    if (taken) throw badInput('productName', `A product named “${name.trim()}” exists already`);
  }

  /** Applies a change under the optimistic lock and audits it, in one transaction. */
  async function change(
    id: string,
    actor: SessionUser,
    action: string,
    values: Parameters<ProductsStore['products']['update']>[1],
    expectedVersion: number | null | undefined,
  ): Promise<ProductView> {
    const at = clock.now().toISOString();
    return store.transaction(async (s) => {
      if (values.productName !== undefined) await checkNameFree(s, values.productName, id);
      const { before, after } = await saveVersioned(
        () => s.products.findById(id),
        (version) => s.products.update(id, values, version, at, actor.id),
        expectedVersion,
        MESSAGES,
      );
      await audit(s, actor.id, id, action, before, after);
      return toView(after);
    });
  }

  /**
   * The products' names of a batch, loaded once inside its transaction and kept up to date as its rows
   * write, so that a name is matched without case against the stored ones and the chunk's earlier rows.
   */
  function batchNames() {
    let byKey: Map<string, string[]> | null = null;
    return {
      async ids(s: ProductsStore, name: string): Promise<string[]> {
        if (byKey === null) {
          byKey = new Map();
          for (const p of await s.products.names()) this.add(p.productName, p.id);
        }
        return byKey.get(nameKey(name)) ?? [];
      },
      add(name: string, id: string) {
        const list = byKey!.get(nameKey(name));
        if (list) list.push(id);
        else byKey!.set(nameKey(name), [id]);
      },
      remove(name: string, id: string) {
        const list = byKey!.get(nameKey(name)) ?? [];
        byKey!.set(
          nameKey(name),
          list.filter((x) => x !== id),
        );
      },
    };
  }

  /** The product of a bulk update row: by id, or by its name matched without case (exactly one). */
  async function findForUpdate(
    s: ProductsStore,
    names: ReturnType<typeof batchNames>,
    where: ProductUpdateRow['where'],
  ): Promise<string> {
    const hasId = where.id !== undefined && where.id !== null;
    const hasName = where.productName !== undefined && where.productName !== null;
    if (hasId === hasName) throw badInput('where', 'Give either the product’s id or its name, not both');
    if (hasId) return where.id!;
    const name = identifierText(where.productName!);
    const ids = await names.ids(s, name);
    if (ids.length === 0) throw badInput('productName', `No product is named “${name}”`);
    if (ids.length > 1)
      throw badInput(
        'productName',
        `${ids.length} products are named “${name}” (differing only in case): update it by id, or rename one`,
      );
    return ids[0]!;
  }

  return {
    /**
     * Bulk create (the Product tab): a result per row. A name that is stored already (without case) is
     * that row's error, so re-running a file after a partial failure stores nothing twice.
     */
    async createMany(rows: readonly ProductInput[], actor: SessionUser): Promise<BulkRowResult[]> {
      const names = batchNames();
      const at = clock.now().toISOString();
      return store.batch(
        rows,
        async (s, row) => {
          checkRowBounds(row);
          const values = toValues(row, false) as ProductValues;
          if ((await names.ids(s, values.productName)).length > 0)
            throw badInput('productName', `A product named “${values.productName}” exists already`);
          const id = crypto.randomUUID();
          await s.products.insert(id, values, at, actor.id);
          await audit(s, actor.id, id, 'create', null, (await s.products.findById(id))!);
          names.add(values.productName, id);
          return id;
        },
        { what: 'products', duplicateMessage: 'This product exists already' },
      );
    },
    /** Bulk update by id or by product name (the Product tab's Update): a result per row. */
    async updateMany(rows: readonly ProductUpdateRow[], actor: SessionUser): Promise<BulkRowResult[]> {
      const names = batchNames();
      const at = clock.now().toISOString();
      return store.batch(
        rows,
        async (s, row) => {
          checkRowBounds(row.where);
          checkRowBounds(row.data);
          const id = await findForUpdate(s, names, row.where);
          const values = {
            ...toValues(row.data, true, await s.products.findById(id)),
            stage: 'DRAFT' as const,
          };
          if (values.productName !== undefined) {
            const owners = (await names.ids(s, values.productName)).filter((x) => x !== id);
            if (owners.length > 0)
              throw badInput('productName', `A product named “${values.productName}” exists already`);
          }
          const { before, after } = await saveVersioned(
            () => s.products.findById(id),
            (version) => s.products.update(id, values, version, at, actor.id),
            row.data.version,
            MESSAGES,
          );
          await audit(s, actor.id, id, 'update', before, after);
          if (before.productName !== after.productName) {
            names.remove(before.productName, id);
            names.add(after.productName, id);
          }
          return id;
        },
        { what: 'products', duplicateMessage: 'This product exists already' },
      );
    },
    async list(args: { first?: number | null; skip?: number | null }): Promise<ProductView[]> {
      return (await store.read.products.list(pageArgs(args))).map(toView);
    },
    count: () => store.read.products.count(),
    async get(id: string): Promise<ProductView | null> {
      const p = await store.read.products.findById(id);
      return p ? toView(p) : null;
    },
    async create(data: ProductInput, actor: SessionUser): Promise<ProductView> {
      const values = toValues(data, false) as ProductValues;
      const id = crypto.randomUUID();
      const at = clock.now().toISOString();
      return store.transaction(async (s) => {
        await checkNameFree(s, values.productName, null);
        await s.products.insert(id, values, at, actor.id);
        const after = (await s.products.findById(id))!;
        await audit(s, actor.id, id, 'create', null, after);
        return toView(after);
      });
    },
    /** Create and update leave the product DRAFT; publishing is its own step (docs/architecture.md). */
    async update(id: string, data: ProductInput, actor: SessionUser): Promise<ProductView> {
      // the stored HSN code and GST, for the check of a value sent back unchanged (decisions 143, 152)
      const stored =
        data.hsnCode === undefined && data.gst === undefined ? null : await store.read.products.findById(id);
      return change(id, actor, 'update', { ...toValues(data, true, stored), stage: 'DRAFT' }, data.version);
    },
    publish(id: string, to: 'DRAFT' | 'PUBLISHED', actor: SessionUser): Promise<ProductView> {
      const { action, values } = publishChange(to, clock);
      return change(id, actor, action, values, undefined);
    },
    /**
     * A real delete (decision 014). The product leaves every listing it was linked to; the audit row
     * keeps the product and the ids of those listings, so both can be put back (decision 106).
     */
    async remove(id: string, actor: SessionUser): Promise<ProductView> {
      return store.transaction(async (s) => {
        const listingIds = await s.listingLinks.listingIdsOfProduct(id);
        const before = await removeExisting(
          () => s.products.findById(id),
          (row) => row,
          () => s.products.delete(id),
          DELETED_MESSAGE,
        );
        await audit(s, actor.id, id, 'delete', { ...before, listingIds }, null);
        return toView(before);
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
