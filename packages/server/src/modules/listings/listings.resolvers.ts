import type { IResolvers, MercuriusContext, MercuriusLoaders } from 'mercurius';
import type {
  MutationDeleteManyFlipkartListingsArgs,
  MutationPublishFlipkartListingArgs,
  QueryFlipkartListingsArgs,
} from '../../graphql-types.generated.ts';
import { requireUser } from '../../shared/session-user.ts';
import type { ProductView } from '../products/products.service.ts';
import { LISTING_CHANNELS } from './listing-channels.ts';
import type { ListingBulkInput, ListingInput, ListingWhere } from './listing-input.ts';
import type { ListingsService } from './listings.service.ts';

// Every channel's operations take the same arguments but for the input type (ListingInput covers them).
type Page = QueryFlipkartListingsArgs;
type ById = Pick<MutationPublishFlipkartListingArgs, 'where'>;

export function listingsResolvers(listings: ListingsService): IResolvers {
  const Query: Record<string, unknown> = {};
  const Mutation: Record<string, unknown> = {};
  for (const { channel, typeName, listField, countField } of LISTING_CHANNELS) {
    Query[listField] = async (_root: unknown, args: Page, ctx: MercuriusContext) => {
      requireUser(ctx.user);
      return listings.list(channel, args);
    };
    Query[countField] = async (_root: unknown, _args: unknown, ctx: MercuriusContext) => {
      requireUser(ctx.user);
      return listings.count(channel);
    };
    Mutation[`create${typeName}Listing`] = async (
      _root: unknown,
      args: { data: ListingInput },
      ctx: MercuriusContext,
    ) => listings.create(channel, args.data, requireUser(ctx.user));
    Mutation[`update${typeName}Listing`] = async (
      _root: unknown,
      args: { where: ListingWhere; data: ListingInput },
      ctx: MercuriusContext,
    ) => listings.update(channel, args.where, args.data, requireUser(ctx.user));
    Mutation[`delete${typeName}Listing`] = async (_root: unknown, args: ById, ctx: MercuriusContext) =>
      listings.remove(channel, args.where.id, requireUser(ctx.user));
    Mutation[`deleteMany${typeName}Listings`] = async (
      _root: unknown,
      args: MutationDeleteManyFlipkartListingsArgs,
      ctx: MercuriusContext,
    ) => listings.removeMany(channel, args.ids, requireUser(ctx.user));
    Mutation[`createMany${typeName}Listings`] = async (
      _root: unknown,
      args: { data: ListingBulkInput[] },
      ctx: MercuriusContext,
    ) => listings.createMany(channel, args.data, requireUser(ctx.user));
    Mutation[`updateMany${typeName}Listings`] = async (
      _root: unknown,
      args: { data: { where: ListingWhere; data: ListingBulkInput }[] },
      ctx: MercuriusContext,
    ) => listings.updateMany(channel, args.data, requireUser(ctx.user));
    Mutation[`publish${typeName}Listing`] = async (
      _root: unknown,
      args: MutationPublishFlipkartListingArgs,
      ctx: MercuriusContext,
    ) => listings.publish(channel, args.where.id, args.to, requireUser(ctx.user));
  }
  return { Query, Mutation } as IResolvers;
}

/** Product.flipkartListings etc.: one query per field for all products of a response, only when asked. */
export function listingsLoaders(listings: ListingsService): MercuriusLoaders {
  const Product: MercuriusLoaders[string] = {};
  for (const { channel, productField } of LISTING_CHANNELS) {
    Product[productField] = async (queries: { obj: ProductView }[]) =>
      listings.refsOfProducts(
        channel,
        queries.map((q) => q.obj.id),
      );
  }
  return { Product };
}
