import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { CATEGORY_KINDS, type CategoryKind } from '../listing-channels.ts';
import { CATEGORY_FIELDS, type Category } from '../listings.types.ts';

export async function publishCategory(kind: CategoryKind, id: string): Promise<Category> {
  const { typeName } = CATEGORY_KINDS[kind];
  const mutation = `mutation Publish${typeName}($where: CategoryWhereUniqueInput!) {
    publish${typeName}(where: $where, to: PUBLISHED) { ${CATEGORY_FIELDS[kind]} }
  }`;
  return (await graphqlRequest<Record<string, Category>>(mutation, { where: { id } }))[`publish${typeName}`]!;
}
