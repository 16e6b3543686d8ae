import {
  DEFAULT_SELLER_PROFILE,
  INVOICE_KINDS,
  sellerProfileProblems,
  type SellerProfile,
} from '@seller-desk/core';
import type { Db } from '../../db/database.ts';
import type { SellerProfileInput } from '../../graphql-types.generated.ts';
import { auditWriter } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { badInput } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { withTransaction, type Executor } from '../../shared/transaction.ts';
import { checkedLogo } from './logo.ts';

// The seller profile is one setting, kept as JSON in app_state under this key until the settings
// module holds it (docs/billing.md). Every saved document keeps a copy of the profile it was issued under.
const KEY = 'setting:seller_profile';

/** The profile as the GraphQL SellerProfile type resolves it. */
export type SellerProfileRecord = SellerProfile;
export type { SellerProfileInput };

/** Stored JSON over the defaults, so a profile saved before a field existed still reads whole. */
function merge(stored: Partial<SellerProfile>): SellerProfile {
  return {
    ...DEFAULT_SELLER_PROFILE,
    ...stored,
    documentDefaults: { ...DEFAULT_SELLER_PROFILE.documentDefaults, ...(stored.documentDefaults ?? {}) },
  };
}

export async function readSellerProfile(db: Executor): Promise<SellerProfile> {
  const row = await db.selectFrom('app_state').select('value').where('key', '=', KEY).executeTakeFirst();
  return merge(row ? (JSON.parse(row.value) as Partial<SellerProfile>) : {});
}

export function createSellerProfileService({ db, clock }: { db: Db; clock: Clock }) {
  const audit = auditWriter(clock, 'setting');
  return {
    get: () => readSellerProfile(db),
    async update(data: SellerProfileInput, actor: SessionUser): Promise<SellerProfile> {
      return withTransaction(db, async (tx) => {
        const before = await readSellerProfile(tx);
        const { documentDefaults, ...fields } = data;
        const next: SellerProfile = { ...before };
        for (const [k, v] of Object.entries(fields)) {
          if (v === undefined || v === null) continue;
          (next as unknown as Record<string, unknown>)[k] = typeof v === 'string' ? v.trim() : v;
        }
        next.gstin = next.gstin.toUpperCase();
        next.pan = next.pan.toUpperCase();
        next.bankIfsc = next.bankIfsc.toUpperCase();
        if (fields.logo !== undefined) next.logo = checkedLogo(fields.logo ?? '');
        if (documentDefaults) {
          next.documentDefaults = { ...before.documentDefaults };
          for (const d of documentDefaults) {
            const kind = INVOICE_KINDS.find((k) => k === d.kind);
            if (!kind) throw badInput('documentDefaults', `Unknown document kind ${d.kind}`);
            next.documentDefaults[kind] = { notes: d.notes, term: d.term };
          }
        }
        const problem = sellerProfileProblems(next)[0];
        if (problem) throw badInput(problem.field, problem.message);
        const value = JSON.stringify(next);
        const updated = await tx
          .updateTable('app_state')
          .set({ value })
          .where('key', '=', KEY)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0)
          await tx.insertInto('app_state').values({ key: KEY, value }).execute();
        const { logo: _b, ...beforeNoLogo } = before;
        const { logo: _a, ...afterNoLogo } = next;
        await audit(tx, actor.id, 'seller_profile', 'update', beforeNoLogo, afterNoLogo);
        return next;
      });
    },
  };
}

export type SellerProfileService = ReturnType<typeof createSellerProfileService>;
