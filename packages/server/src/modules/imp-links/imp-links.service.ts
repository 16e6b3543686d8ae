import crypto from 'node:crypto';
import { impLinkProblems, normaliseImpLink, type ImpLinkFields } from '@seller-desk/core';
import { auditTo, type AuditLog } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { badInput, notFound } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import type { ImpLinkRecord, ImpLinksRepository } from './imp-links.repository.ts';

// Important links (/imp-links, decision 103): stored in imp_links (migration 009), read by everyone
// signed in, written by an ADMIN (the resolvers check the role). The rules of a link are core's.

/** A link as the API returns it: as stored. */
export type ImpLinkView = ImpLinkRecord;

export const GONE_MESSAGE = 'This link was removed by someone else';

/** The input checked with core's rules (the first problem is the error, naming its field) and trimmed. */
function checked(input: ImpLinkFields): ImpLinkFields {
  const [problem] = impLinkProblems(input);
  if (problem) throw badInput(problem.field, problem.message);
  return normaliseImpLink(input);
}

/** The ports the important-links service works through (app.ts binds the database; unit tests, memory). */
export interface ImpLinksStore {
  links: Bound<ImpLinksRepository>;
  audit: AuditLog;
}

export function createImpLinksService({ store, clock }: { store: UnitOfWork<ImpLinksStore>; clock: Clock }) {
  const audit = auditTo<unknown>(clock, 'impLink');
  const existing = async (s: ImpLinksStore, id: string): Promise<ImpLinkRecord> => {
    const link = await s.links.findById(id);
    if (!link) throw notFound(GONE_MESSAGE);
    return link;
  };

  return {
    list: () => store.read.links.list(),

    async create(input: ImpLinkFields, actor: SessionUser): Promise<ImpLinkView> {
      const link = checked(input);
      const at = clock.now().toISOString();
      return store.transaction(async (s) => {
        const id = crypto.randomUUID();
        await s.links.insertLast(id, link, at, actor.id);
        const after = await existing(s, id);
        await audit(s, actor.id, id, 'create', null, after);
        return after;
      });
    },

    async update(id: string, input: ImpLinkFields, actor: SessionUser): Promise<ImpLinkView> {
      const link = checked(input);
      return store.transaction(async (s) => {
        const before = await existing(s, id);
        await s.links.update(id, link, clock.now().toISOString(), actor.id);
        const after = await existing(s, id);
        await audit(s, actor.id, id, 'update', before, after);
        return after;
      });
    },

    async remove(id: string, actor: SessionUser): Promise<ImpLinkView> {
      return store.transaction(async (s) => {
        const before = await existing(s, id);
        await s.links.delete(id);
        await audit(s, actor.id, id, 'delete', before, null);
        return before;
      });
    },

    /** Puts the links in the order of `ids`, which must name every stored link once. */
    async reorder(ids: readonly string[], actor: SessionUser): Promise<ImpLinkView[]> {
      return store.transaction(async (s) => {
        const before = await s.links.list();
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
        for (const [index, id] of ids.entries()) await s.links.setPosition(id, index + 1, at, actor.id);
        const after = await s.links.list();
        await audit(
          s,
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
