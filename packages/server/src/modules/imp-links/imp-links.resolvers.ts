import type { IResolvers } from 'mercurius';
import type { MutationResolvers, QueryResolvers } from '../../graphql-types.generated.ts';
import { requireAdmin, requireUser } from '../../shared/session-user.ts';
import type { ImpLinksService } from './imp-links.service.ts';

export function impLinksResolvers(links: ImpLinksService): IResolvers {
  const Query = {
    impLinks: async (_root, _args, ctx) => {
      requireUser(ctx.user);
      return links.list();
    },
  } satisfies QueryResolvers;
  const Mutation = {
    createImpLink: async (_root, args, ctx) => links.create(args.data, requireAdmin(ctx.user)),
    updateImpLink: async (_root, args, ctx) => links.update(args.id, args.data, requireAdmin(ctx.user)),
    deleteImpLink: async (_root, args, ctx) => links.remove(args.id, requireAdmin(ctx.user)),
    reorderImpLinks: async (_root, args, ctx) => links.reorder(args.ids, requireAdmin(ctx.user)),
  } satisfies MutationResolvers;
  return { Query, Mutation } as IResolvers;
}
