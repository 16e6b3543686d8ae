import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { CATEGORY_KINDS, type CategoryKind } from '../listing-channels.ts';
import { CATEGORY_FIELDS, type Category, type CategoryInput } from '../listings.types.ts';

/** `data.version` is the version the drawer opened with: a stale write is refused (CONFLICT). */
export async function updateCategory(kind: CategoryKind, id: string, data: CategoryInput): Promise<Category> {
  const { typeName } = CATEGORY_KINDS[kind];
  const mutation = `mutation Update${typeName}($where: CategoryWhereUniqueInput!, $data: ${typeName}Input!) {
    update${typeName}(where: $where, data: $data) { ${CATEGORY_FIELDS[kind]} }
  }`;
  return (await graphqlRequest<Record<string, Category>>(mutation, { where: { id }, data }))[
    `update${typeName}`
  ]!;
}
