import crypto from 'node:crypto';
import { thumbnailUrl, validateProductInput } from '@seller-desk/core';
import type { Db } from '../../db/database.ts';
import type { ProductInput } from '../../graphql-types.generated.ts';
import { auditWriter } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { badInput } from '../../shared/errors.ts';
import { pageArgs } from '../../shared/paging.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { withTransaction } from '../../shared/transaction.ts';
import { publishChange, removeExisting, saveVersioned } from '../../shared/versioned-writes.ts';
import { productsRepository, type ProductRecord, type ProductValues } from './products.repository.ts';

/** Product input as it arrives on the wire (money in rupees): the schema's ProductInput. */
export type { ProductInput };

/** A product as the API returns it: rupees, and img, the first image's thumbnail. */
export interface ProductView extends Omit<ProductRecord, 'purchaseCostPaise' | 'createdAt'> {
  purchaseCost: number | null;
  img: string | null;
}

export const DELETED_MESSAGE = 'This product was deleted by someone else';
export const STALE_MESSAGE =
  'Someone else saved this product since you opened it, so nothing was saved: look at their change, then save again to replace it';
const MESSAGES = { deleted: DELETED_MESSAGE, stale: STALE_MESSAGE };

const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

export function toView(p: ProductRecord): ProductView {
  const { purchaseCostPaise, createdAt: _createdAt, ...rest } = p;
  const first = p.productImage[0];
  return {
    ...rest,
    purchaseCost: purchaseCostPaise === null ? null : purchaseCostPaise / 100,
    img: first ? thumbnailUrl(first) : null,
  };
}

/** Checks input with core's rules and converts it to stored values; only the fields present are set. */
function toValues(data: ProductInput, partial: boolean): Partial<ProductValues> {
  const { version: _version, ...fields } = data;
  const problem = validateProductInput(fields, { partial })[0];
  if (problem) throw badInput(problem.field, problem.message);
  const v: Partial<ProductValues> = {};
  if (data.productName !== undefined && data.productName !== null) v.productName = data.productName.trim();
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
  return v;
}

export function createProductsService({ db, clock }: { db: Db; clock: Clock }) {
  const audit = auditWriter(clock, 'product');

  /** Applies a change under the optimistic lock and audits it, in one transaction. */
  async function change(
    id: string,
    actor: SessionUser,
    action: string,
    values: Parameters<typeof productsRepository.update>[2],
    expectedVersion: number | null | undefined,
  ): Promise<ProductView> {
    const at = clock.now().toISOString();
    return withTransaction(db, async (tx) => {
      const { before, after } = await saveVersioned(
        () => productsRepository.findById(tx, id),
        (version) => productsRepository.update(tx, id, values, version, at, actor.id),
        expectedVersion,
        MESSAGES,
      );
      await audit(tx, actor.id, id, action, before, after);
      return toView(after);
    });
  }

  return {
    async list(args: { first?: number | null; skip?: number | null }): Promise<ProductView[]> {
      return (await productsRepository.list(db, pageArgs(args))).map(toView);
    },
    count: () => productsRepository.count(db),
    async get(id: string): Promise<ProductView | null> {
      const p = await productsRepository.findById(db, id);
      return p ? toView(p) : null;
    },
    async create(data: ProductInput, actor: SessionUser): Promise<ProductView> {
      const values = toValues(data, false) as ProductValues;
      const id = crypto.randomUUID();
      const at = clock.now().toISOString();
      return withTransaction(db, async (tx) => {
        await productsRepository.insert(tx, id, values, at, actor.id);
        const after = (await productsRepository.findById(tx, id))!;
        await audit(tx, actor.id, id, 'create', null, after);
        return toView(after);
      });
    },
    /** Create and update leave the product DRAFT; publishing is its own step (spec §4). */
    update(id: string, data: ProductInput, actor: SessionUser): Promise<ProductView> {
      return change(id, actor, 'update', { ...toValues(data, true), stage: 'DRAFT' }, data.version);
    },
    publish(id: string, to: 'DRAFT' | 'PUBLISHED', actor: SessionUser): Promise<ProductView> {
      const { action, values } = publishChange(to, clock);
      return change(id, actor, action, values, undefined);
    },
    /** A real delete (decision 014); the audit row keeps what was deleted. */
    async remove(id: string, actor: SessionUser): Promise<ProductView> {
      return withTransaction(db, async (tx) => {
        const before = await removeExisting(
          () => productsRepository.findById(tx, id),
          (row) => row,
          () => productsRepository.delete(tx, id),
          DELETED_MESSAGE,
        );
        await audit(tx, actor.id, id, 'delete', before, null);
        return toView(before);
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
