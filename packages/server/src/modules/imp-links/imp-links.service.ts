import crypto from 'node:crypto';
import { impLinkProblems, normaliseImpLink, type ImpLinkFields } from '@seller-desk/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ImpLinksTable } from '../../db/types.ts';
import { auditWriter } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { badInput, notFound } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { withTransaction, type Executor } from '../../shared/transaction.ts';

// Important links (/imp-links, decision 103): stored in imp_links (migration 009), read by everyone
// signed in, written by an ADMIN (the resolvers check the role). The rules of a link are core's.

export interface ImpLinkView extends ImpLinkFields {
  id: string;
  position: number;
}

export const GONE_MESSAGE = 'This link was removed by someone else';

const toView = (r: Selectable<ImpLinksTable>): ImpLinkView => ({
  id: r.id,
  title: r.title,
  url: r.url,
  group: r.group_name,
  position: Number(r.position),
});

/** The input checked with core's rules (the first problem is the error, naming its field) and trimmed. */
function checked(input: ImpLinkFields): ImpLinkFields {
  const [problem] = impLinkProblems(input);
  if (problem) throw badInput(problem.field, problem.message);
  return normaliseImpLink(input);
}

const all = async (ex: Executor) =>
  (await ex.selectFrom('imp_links').selectAll().orderBy('position').orderBy('id').execute()).map(toView);

async function byId(ex: Executor, id: string): Promise<ImpLinkView> {
  const row = await ex.selectFrom('imp_links').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(GONE_MESSAGE);
  return toView(row);
}

export function createImpLinksService({ db, clock }: { db: Db; clock: Clock }) {
  const audit = auditWriter(clock, 'impLink');
  return {
    list: () => all(db),

    async create(input: ImpLinkFields, actor: SessionUser): Promise<ImpLinkView> {
      const link = checked(input);
      const at = clock.now().toISOString();
      return withTransaction(db, async (tx) => {
        const last = await tx
          .selectFrom('imp_links')
          .select((eb) => eb.fn.max('position').as('p'))
          .executeTakeFirst();
        const id = crypto.randomUUID();
        await tx
          .insertInto('imp_links')
          .values({
            id,
            title: link.title,
            url: link.url,
            group_name: link.group,
            position: Number(last?.p ?? 0) + 1,
            created_at: at,
            created_by: actor.id,
            updated_at: at,
            updated_by: actor.id,
          })
          .execute();
        const after = await byId(tx, id);
        await audit(tx, actor.id, id, 'create', null, after);
        return after;
      });
    },

    async update(id: string, input: ImpLinkFields, actor: SessionUser): Promise<ImpLinkView> {
      const link = checked(input);
      return withTransaction(db, async (tx) => {
        const before = await byId(tx, id);
        await tx
          .updateTable('imp_links')
          .set({
            title: link.title,
            url: link.url,
            group_name: link.group,
            updated_at: clock.now().toISOString(),
            updated_by: actor.id,
          })
          .where('id', '=', id)
          .execute();
        const after = await byId(tx, id);
        await audit(tx, actor.id, id, 'update', before, after);
        return after;
      });
    },

    async remove(id: string, actor: SessionUser): Promise<ImpLinkView> {
      return withTransaction(db, async (tx) => {
        const before = await byId(tx, id);
        await tx.deleteFrom('imp_links').where('id', '=', id).execute();
        await audit(tx, actor.id, id, 'delete', before, null);
        return before;
      });
    },

    /** Puts the links in the order of `ids`, which must name every stored link once. */
    async reorder(ids: readonly string[], actor: SessionUser): Promise<ImpLinkView[]> {
      return withTransaction(db, async (tx) => {
        const before = await all(tx);
        const stored = new Set(before.map((l) => l.id));
        if (
          ids.length !== stored.size ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !stored.has(id))
        )
          throw badInput(
            'ids',
            'The links changed since you opened the page: reload it and move the link again',
          );
        const at = clock.now().toISOString();
        for (const [index, id] of ids.entries())
          await tx
            .updateTable('imp_links')
            .set({ position: index + 1, updated_at: at, updated_by: actor.id })
            .where('id', '=', id)
            .execute();
        const after = await all(tx);
        await audit(
          tx,
          actor.id,
          'order',
          'reorder',
          before.map((l) => l.id),
          after.map((l) => l.id),
        );
        return after;
      });
    },
  };
}

export type ImpLinksService = ReturnType<typeof createImpLinksService>;
