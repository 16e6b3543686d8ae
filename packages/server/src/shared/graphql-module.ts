import type { IResolvers, MercuriusLoaders } from 'mercurius';

/** One area's part of the GraphQL API: its schema text and resolvers (merged by plugins/graphql.ts). */
export interface GraphqlModule {
  schema: string;
  resolvers: IResolvers;
  /** Per-request batched field resolvers of object types (never Query/Mutation: those are guarded). */
  loaders?: MercuriusLoaders;
}
