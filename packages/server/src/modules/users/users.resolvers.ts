import type { IResolvers } from 'mercurius';
import type { Role } from '@seller-desk/core';
import { requireAdmin } from '../../shared/session-user.ts';
import type { UsersService } from './users.service.ts';

type Where = { where: { id: string } };

export function usersResolvers(users: UsersService): IResolvers {
  return {
    Query: {
      users: async (_root, _args, ctx) => {
        requireAdmin(ctx.user);
        return users.list();
      },
    },
    Mutation: {
      createUser: async (_root, args: { data: { username: string; password: string; role: Role } }, ctx) =>
        users.create(args.data, requireAdmin(ctx.user)),
      updateUser: async (
        _root,
        args: Where & { data: { role?: Role; password?: string; disabled?: boolean } },
        ctx,
      ) => users.update(args.where.id, args.data, requireAdmin(ctx.user)),
      deleteUser: async (_root, args: Where, ctx) => users.remove(args.where.id, requireAdmin(ctx.user)),
    },
  };
}
