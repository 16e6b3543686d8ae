// The lines a rate-card change prices again (decision 093; reprice.ts does the pricing): those of the
// category's listings billed on or after the version's date, counted for the editor's confirmation and
// read with what pricing them needs.
import type { Channel } from '@seller-desk/core';
import { PostgresAdapter } from 'kysely';
import type { Executor } from '../../shared/transaction.ts';
import { nextTurn } from '../../shared/turns.ts';
import type { RepricedLine } from './reprice.ts';

/** The lines a re-price reads per query. */
const REPRICE_PAGE = 5000;

/**
 * The order lines a card version of a category effective from `from` prices (decision 093), joined to
 * their listing: billed on or after `from`, of the category's listings — the listing a line was linked to
 * on upload, or, when it has none, the listing of its channel with its SKU.
 */
const linesOfCategoryFrom = (db: Executor, categoryId: string, from: string) =>
  db
    .selectFrom('order_lines')
    .innerJoin('listings', (join) =>
      join.on((eb) =>
        eb.or([
          eb('listings.id', '=', eb.ref('order_lines.listing_id')),
          eb.and([
            eb('order_lines.listing_id', 'is', null),
            eb('listings.channel', '=', eb.ref('order_lines.channel')),
            eb('listings.skuid', '=', eb.ref('order_lines.sku')),
          ]),
        ]),
      ),
    )
    .where('listings.category_id', '=', categoryId)
    .where('order_lines.bill_date', '>=', from);

export const repricingRepository = {
  /** How many lines `ofCategoryFrom` gives (the editor's confirmation before a past effective date). */
  async countOfCategoryFrom(db: Executor, categoryId: string, from: string): Promise<number> {
    const row = await linesOfCategoryFrom(db, categoryId, from)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /**
   * The lines a card version of a category effective from `from` prices (`linesOfCategoryFrom`, decision
   * 093), each with what pricing it again needs: its listing's channel and current SKU, its invoice amount
   * and quantity.
   */
  async ofCategoryFrom(db: Executor, categoryId: string, from: string): Promise<RepricedLine[]> {
    // node:sqlite runs a query synchronously: on SQLite the lines are read a page at a time, in (bill
    // date, id) order, with a turn of the event loop between pages (a busy category's lines since a past
    // date can be tens of thousands). PostgreSQL answers without blocking: one query, no pages.
    const pageSize = db.getExecutor().adapter instanceof PostgresAdapter ? null : REPRICE_PAGE;
    const page = (after: { billDate: string; id: string } | null) =>
      linesOfCategoryFrom(db, categoryId, from)
        .select([
          'order_lines.id as id',
          'listings.channel as channel',
          'listings.skuid as listingSku',
          'order_lines.bill_date as billDate',
          'order_lines.invoice_amount_paise as invoiceAmountPaise',
          'order_lines.quantity as quantity',
        ])
        .$if(after !== null, (q) =>
          q.where((eb) =>
            eb(
              eb.refTuple('order_lines.bill_date', 'order_lines.id'),
              '>',
              eb.tuple(after!.billDate, after!.id),
            ),
          ),
        )
        .orderBy('order_lines.bill_date')
        .orderBy('order_lines.id')
        .$if(pageSize !== null, (q) => q.limit(pageSize!))
        .execute();
    const rows: Awaited<ReturnType<typeof page>> = [];
    let next = await page(null);
    rows.push(...next);
    while (next.length === pageSize) {
      await nextTurn();
      next = await page(next.at(-1)!);
      rows.push(...next);
    }

    return rows.map((r) => ({
      id: r.id,
      channel: r.channel as Channel,
      listingSku: r.listingSku,
      billDate: r.billDate,
      invoiceAmountPaise: Number(r.invoiceAmountPaise),
      quantity: Number(r.quantity),
    }));
  },
};
