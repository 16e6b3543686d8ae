import type { IResolvers } from 'mercurius';
import type { MutationResolvers, QueryResolvers } from '../../graphql-types.generated.ts';
import { badInput } from '../../shared/errors.ts';
import { requireAdmin, requireUser } from '../../shared/session-user.ts';
import type { SettingView } from '../settings/settings.service.ts';
import type { BillOrderInputRow, OrderLinesService } from './order-lines.service.ts';

const settingsView = <T extends object>(s: SettingView<T>) => ({ ...s.value, version: s.version });

export function orderLinesResolvers(orderLines: OrderLinesService): IResolvers {
  const Query = {
    orderLinePayments: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return orderLines.linePayments(args.where);
    },
    reconciliationSettings: async (_root, _args, ctx) => {
      requireUser(ctx.user);
      return settingsView(await orderLines.settings());
    },
  } satisfies QueryResolvers;

  const Mutation = {
    updateBill: async (_root, args, ctx) =>
      orderLines.updateBill(
        args.where.billDate,
        args.data as Record<string, BillOrderInputRow[] | null>,
        requireUser(ctx.user),
      ),
    publishBill: async (_root, args, ctx) => {
      const user = requireUser(ctx.user);
      if (args.to !== 'PUBLISHED') throw badInput('to', 'A bill can only be published (to: PUBLISHED)');
      return orderLines.publishBill(args.where.id, user);
    },
    removeOrderLinePayment: async (_root, args, ctx) =>
      orderLines.removeLinePayment(args.where, args.entryKey, args.reason, requireAdmin(ctx.user)),
    acceptPaymentDifference: async (_root, args, ctx) =>
      orderLines.acceptPaymentDifference(args.where, args.difference, args.reason, requireAdmin(ctx.user)),
    reopenPaymentDifference: async (_root, args, ctx) =>
      orderLines.reopenPaymentDifference(args.where, requireAdmin(ctx.user)),
    updateReconciliationSettings: async (_root, args, ctx) =>
      settingsView(await orderLines.updateSettings(args.data, args.version, requireAdmin(ctx.user))),
  } satisfies MutationResolvers;

  return { Query, Mutation } as IResolvers;
}
