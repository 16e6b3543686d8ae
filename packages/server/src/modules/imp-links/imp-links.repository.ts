import type { ImpLinkFields } from '@seller-desk/core';
import type { Selectable } from 'kysely';
import type { ImpLinksTable } from '../../db/types.ts';
import type { Executor } from '../../shared/transaction.ts';

/** An important link as stored (imp_links, migration 009): its fields and its place in the list. */
export interface ImpLinkRecord extends ImpLinkFields {
  id: string;
  position: number;
}

const toRecord = (r: Selectable<ImpLinksTable>): ImpLinkRecord => ({
  id: r.id,
  title: r.title,
  url: r.url,
  group: r.group_name,
  position: Number(r.position),
});

export const impLinksRepository = {
  /** Every link in its place. */
  async list(db: Executor): Promise<ImpLinkRecord[]> {
    const rows = await db.selectFrom('imp_links').selectAll().orderBy('position').orderBy('id').execute();
    return rows.map(toRecord);
  },
  async findById(db: Executor, id: string): Promise<ImpLinkRecord | undefined> {
    const row = await db.selectFrom('imp_links').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  },
  /** Adds a link after the last one. */
  async insertLast(
    db: Executor,
    id: string,
    link: ImpLinkFields,
    at: string,
    by: string | null,
  ): Promise<void> {
    const last = await db
      .selectFrom('imp_links')
      .select((eb) => eb.fn.max('position').as('p'))
      .executeTakeFirst();
    await db
      .insertInto('imp_links')
      .values({
        id,
        title: link.title,
        url: link.url,
        group_name: link.group,
        position: Number(last?.p ?? 0) + 1,
        created_at: at,
        created_by: by,
        updated_at: at,
        updated_by: by,
      })
      .execute();
  },
  async update(db: Executor, id: string, link: ImpLinkFields, at: string, by: string | null): Promise<void> {
    await db
      .updateTable('imp_links')
      .set({ title: link.title, url: link.url, group_name: link.group, updated_at: at, updated_by: by })
      .where('id', '=', id)
      .execute();
  },
  async setPosition(
    db: Executor,
    id: string,
    position: number,
    at: string,
    by: string | null,
  ): Promise<void> {
    await db
      .updateTable('imp_links')
      .set({ position, updated_at: at, updated_by: by })
      .where('id', '=', id)
      .execute();
  },
  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('imp_links').where('id', '=', id).execute();
  },
};

export type ImpLinksRepository = typeof impLinksRepository;
