import type { IResolvers } from 'mercurius';
import type { MutationResolvers, QueryResolvers } from '../../graphql-types.generated.ts';
import { requireAdmin } from '../../shared/session-user.ts';
import type { UsersService } from './users.service.ts';

export function usersResolvers(users: UsersService): IResolvers {
  const Query = {
    users: async (_root, _args, ctx) => {
      requireAdmin(ctx.user);
      return users.list();
    },
  } satisfies QueryResolvers;
  const Mutation = {
    createUser: async (_root, args, ctx) => users.create(args.data, requireAdmin(ctx.user)),
    updateUser: async (_root, args, ctx) => users.update(args.where.id, args.data, requireAdmin(ctx.user)),
    deleteUser: async (_root, args, ctx) => users.remove(args.where.id, requireAdmin(ctx.user)),
  } satisfies MutationResolvers;
  return { Query, Mutation } as IResolvers;
}
