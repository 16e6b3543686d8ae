import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { CATEGORY_KINDS, type CategoryKind } from '../listing-channels.ts';
import { CATEGORY_FIELDS, type Category, type CategoryInput } from '../listings.types.ts';

export async function createCategory(kind: CategoryKind, data: CategoryInput): Promise<Category> {
  const { typeName } = CATEGORY_KINDS[kind];
  const mutation = `mutation Create${typeName}($data: ${typeName}Input!) {
    create${typeName}(data: $data) { ${CATEGORY_FIELDS[kind]} }
  }`;
  return (await graphqlRequest<Record<string, Category>>(mutation, { data }))[`create${typeName}`]!;
}
