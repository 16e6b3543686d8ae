import type { IResolvers } from 'mercurius';
import type { BillOrderWhereInput, QueryResolvers } from '../../graphql-types.generated.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { BillOrderFilter } from './check-bills.repository.ts';
import type { CheckBillsService } from './check-bills.service.ts';

const filterOf = (where: BillOrderWhereInput): BillOrderFilter => ({
  channel: where.channel,
  tab: where.tab,
  from: where.billDate_gte,
  to: where.billDate_lte,
  search: where.search,
});

/** A tab's page and its count are each read only when asked for. */
export function checkBillsResolvers(checkBills: CheckBillsService): IResolvers {
  const Query = {
    billOrders: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return checkBills.page(filterOf(args.where), args);
    },
    billOrderCount: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return checkBills.count(filterOf(args.where));
    },
  } satisfies QueryResolvers;
  return { Query } as IResolvers;
}
