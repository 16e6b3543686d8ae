import type { IResolvers } from 'mercurius';
import type { QueryResolvers } from '../../graphql-types.generated.ts';
import { requireAdmin } from '../../shared/session-user.ts';
import type { HistoryService } from './history.service.ts';

export function historyResolvers(history: HistoryService): IResolvers {
  const Query = {
    auditLog: async (_root, args, ctx) => {
      requireAdmin(ctx.user);
      return history.page(args.where ?? {}, args.first, args.after);
    },
  } satisfies QueryResolvers;
  return { Query } as IResolvers;
}
