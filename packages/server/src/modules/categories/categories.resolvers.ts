import type { IResolvers, MercuriusContext, MercuriusLoaders } from 'mercurius';
import type {
  MutationPublishFlipkartProductCategoryArgs,
  QueryFlipkartProductCategoriesArgs,
} from '../../graphql-types.generated.ts';
import { requireUser } from '../../shared/session-user.ts';
import { CATEGORY_KIND_LIST } from '@seller-desk/core';
import type { CategoriesService, CategoryInput, CategoryView } from './categories.service.ts';

// Both kinds' operations take the same arguments but for the input type (CategoryInput covers both).
type Where = Pick<MutationPublishFlipkartProductCategoryArgs, 'where'>;
type Page = QueryFlipkartProductCategoriesArgs;

export function categoriesResolvers(categories: CategoriesService): IResolvers {
  const Query: Record<string, unknown> = {
    categoryOrderLinesFrom: async (_root: unknown, args: Where & { from: string }, ctx: MercuriusContext) => {
      requireUser(ctx.user);
      return categories.orderLinesFrom(args.where.id, args.from);
    },
  };
  const Mutation: Record<string, unknown> = {};
  for (const { kind, typeName, listField } of CATEGORY_KIND_LIST) {
    Query[listField] = async (_root: unknown, args: Page, ctx: MercuriusContext) => {
      requireUser(ctx.user);
      return categories.list(kind, args);
    };
    Mutation[`create${typeName}`] = async (
      _root: unknown,
      args: { data: CategoryInput },
      ctx: MercuriusContext,
    ) => categories.create(kind, args.data, requireUser(ctx.user));
    Mutation[`update${typeName}`] = async (
      _root: unknown,
      args: Where & { data: CategoryInput },
      ctx: MercuriusContext,
    ) => categories.update(kind, args.where.id, args.data, requireUser(ctx.user));
    Mutation[`delete${typeName}`] = async (_root: unknown, args: Where, ctx: MercuriusContext) =>
      categories.remove(kind, args.where.id, requireUser(ctx.user));
    Mutation[`publish${typeName}`] = async (
      _root: unknown,
      args: MutationPublishFlipkartProductCategoryArgs,
      ctx: MercuriusContext,
    ) => categories.publish(kind, args.where.id, args.to, requireUser(ctx.user));
    Mutation[`delete${typeName}Version`] = async (
      _root: unknown,
      args: Where & { effectiveFrom: string; version?: number | null },
      ctx: MercuriusContext,
    ) =>
      categories.deleteVersion(kind, args.where.id, args.effectiveFrom, args.version, requireUser(ctx.user));
  }
  return { Query, Mutation } as IResolvers;
}

/** listingCount of every category in a response in one query (Mercurius batches per request). */
export function categoriesLoaders(categories: CategoriesService): MercuriusLoaders {
  const listingCount = async (queries: { obj: CategoryView }[]) =>
    categories.listingCounts(queries.map((q) => q.obj.id));
  return Object.fromEntries(CATEGORY_KIND_LIST.map((k) => [k.typeName, { listingCount }]));
}
