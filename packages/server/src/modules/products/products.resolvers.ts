import type { IResolvers } from 'mercurius';
import { requireUser } from '../../shared/session-user.ts';
import type { ProductInput, ProductsService } from './products.service.ts';

type Where = { where: { id: string } };

export function productsResolvers(products: ProductsService): IResolvers {
  return {
    Query: {
      products: async (_root, args: { first?: number; skip?: number }, ctx) => {
        requireUser(ctx.user);
        return products.list(args);
      },
      productCount: async (_root, _args, ctx) => {
        requireUser(ctx.user);
        return products.count();
      },
      product: async (_root, args: Where, ctx) => {
        requireUser(ctx.user);
        return products.get(args.where.id);
      },
    },
    Mutation: {
      createProduct: async (_root, args: { data: ProductInput }, ctx) =>
        products.create(args.data, requireUser(ctx.user)),
      updateProduct: async (_root, args: Where & { data: ProductInput }, ctx) =>
        products.update(args.where.id, args.data, requireUser(ctx.user)),
      deleteProduct: async (_root, args: Where, ctx) => products.remove(args.where.id, requireUser(ctx.user)),
      publishProduct: async (_root, args: Where & { to: 'DRAFT' | 'PUBLISHED' }, ctx) =>
        products.publish(args.where.id, args.to, requireUser(ctx.user)),
    },
  };
}
