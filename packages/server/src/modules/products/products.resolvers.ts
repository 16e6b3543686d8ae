import type { IResolvers } from 'mercurius';
import type { MutationResolvers, QueryResolvers } from '../../graphql-types.generated.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { ProductsService } from './products.service.ts';

export function productsResolvers(products: ProductsService): IResolvers {
  const Query = {
    products: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return products.list(args);
    },
    productCount: async (_root, _args, ctx) => {
      requireUser(ctx.user);
      return products.count();
    },
    product: async (_root, args, ctx) => {
      requireUser(ctx.user);
      return products.get(args.where.id);
    },
  } satisfies QueryResolvers;
  const Mutation = {
    createProduct: async (_root, args, ctx) => products.create(args.data, requireUser(ctx.user)),
    updateProduct: async (_root, args, ctx) =>
      products.update(args.where.id, args.data, requireUser(ctx.user)),
    deleteProduct: async (_root, args, ctx) => products.remove(args.where.id, requireUser(ctx.user)),
    publishProduct: async (_root, args, ctx) =>
      products.publish(args.where.id, args.to, requireUser(ctx.user)),
    createManyProducts: async (_root, args, ctx) => products.createMany(args.data, requireUser(ctx.user)),
    updateManyProducts: async (_root, args, ctx) => products.updateMany(args.data, requireUser(ctx.user)),
  } satisfies MutationResolvers;
  return { Query, Mutation } as IResolvers;
}
