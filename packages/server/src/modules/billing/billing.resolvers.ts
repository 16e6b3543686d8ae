import { CHANNELS, INVOICE_KINDS, type Channel, type InvoiceKind } from '@seller-desk/core';
import type { IResolvers } from 'mercurius';
import type { MutationResolvers, QueryResolvers } from '../../graphql-types.generated.ts';
import { pageArgs } from '../../shared/paging.ts';
import { requireAdmin, requireUser } from '../../shared/session-user.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { BillsService, BillView } from './bills.service.ts';
import { toView, type InvoicesService, type InvoiceView } from './invoices.service.ts';
import type { SellerProfileRecord as SellerProfile, SellerProfileService } from './seller-profile.service.ts';

export const MAX_INVOICES_PAGE = 1000;

/** A Bill's array of each kind of document. */
const BILL_ARRAY_OF = {
  GST_INVOICE: 'gstInvoice',
  CASH_MEMO: 'cashMemo',
  PURCHASE: 'purchase',
  EXPENSE: 'expense',
  CREDIT_NOTE: 'creditNote',
} as const satisfies Record<InvoiceKind, string>;

const filterOf = (
  where:
    | {
        billDate_gte?: string | null;
        billDate_lte?: string | null;
        kind?: string | null;
        search?: string | null;
      }
    | null
    | undefined,
) => ({
  billDateFrom: where?.billDate_gte ?? null,
  billDateTo: where?.billDate_lte ?? null,
  kind: (where?.kind ?? null) as (typeof INVOICE_KINDS)[number] | null,
  search: where?.search ?? null,
});

export function billingResolvers(
  /** The users module's names of accounts (who made an invoice). */
  usernameOf: (id: string) => Promise<string | null>,
  invoices: InvoicesService,
  bills: BillsService,
  profile: SellerProfileService,
): IResolvers {
  const Query = {
    invoices: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const { first, skip } = pageArgs(args, 100, MAX_INVOICES_PAGE);
      return (await invoices.list(filterOf(args.where), first, skip)).map(toView);
    },
    invoiceCount: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return invoices.count(filterOf(args.where));
    },
    invoice: async (_root, args, ctx) => {
      requireUser(ctx.user);
      const r = await invoices.get(args.where.id);
      return r ? toView(r) : null;
    },
    bills: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return bills.list(args.where, args.orderBy ?? 'billDate_ASC', args.first ?? 1000, args.skip ?? 0);
    },
    bill: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return bills.get(args.where.billDate);
    },
    documentsIssued: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return invoices.documentsIssued(args.from, args.to);
    },
    sellerProfile: async (_root, _args, ctx) => {
      requireUser(ctx.user);
      return profile.get();
    },
  } satisfies QueryResolvers;

  const Mutation = {
    saveInvoice: async (_root, args, ctx) =>
      toView(await invoices.save(args.kind, args.data, requireUser(ctx.user))),
    cancelInvoice: async (_root, args, ctx) =>
      toView(await invoices.cancel(args.where.id, args.reason, requireAdmin(ctx.user))),
    updateSellerProfile: async (_root, args, ctx) =>
      profile.update(args.data, args.version, requireAdmin(ctx.user)),
  } satisfies MutationResolvers;

  const usernames = new Map<string, string>();
  const Invoice = {
    credited: async (invoice: InvoiceView) =>
      invoice.kind === 'GST_INVOICE' ? wireRupees(await invoices.creditedPaise(invoice.id)) : 0,
    returnedQuantities: async (invoice: InvoiceView) => {
      if (invoice.kind !== 'GST_INVOICE') return [];
      const r = await invoices.get(invoice.id);
      return r ? invoices.returnedQuantities(r) : [];
    },
    creditedCharges: async (invoice: InvoiceView) => {
      const r = invoice.kind === 'GST_INVOICE' ? await invoices.get(invoice.id) : null;
      return r ? invoices.creditedCharges(r) : { courier: 0, packingTransportation: 0 };
    },
    createdBy: async (invoice: InvoiceView) => {
      const id = invoice.createdBy;
      if (!id) return null;
      if (!usernames.has(id)) {
        const name = await usernameOf(id);
        if (name) usernames.set(id, name);
      }
      return usernames.get(id) ?? null;
    },
  };
  const SellerProfileType = {
    documentDefaults: (p: SellerProfile) =>
      INVOICE_KINDS.map((kind) => ({
        kind,
        notes: p.documentDefaults[kind].notes,
        term: p.documentDefaults[kind].term,
      })),
  };
  // a bill's arrays, each read a page at a time when asked for (issue 43)
  type Page = { first?: number | null; skip?: number | null };
  const Bill: Record<string, unknown> = {
    orderCount: async (bill: BillView, args: { channel: Channel }) =>
      (await bills.billOrders(bill.billDate, args.channel, { first: 0 })).count,
    documentCount: async (bill: BillView, args: { kind: InvoiceKind }) =>
      (await bills.documents(bill.billDate, args.kind, { first: 0 })).count,
  };
  for (const channel of CHANNELS)
    Bill[channel] = async (bill: BillView, args: Page) =>
      (await bills.billOrders(bill.billDate, channel, args)).orders;
  for (const [kind, field] of Object.entries(BILL_ARRAY_OF) as [InvoiceKind, string][])
    Bill[field] = async (bill: BillView, args: Page) =>
      (await bills.documents(bill.billDate, kind, args)).documents;
  return { Query, Mutation, Invoice, SellerProfile: SellerProfileType, Bill } as IResolvers;
}
