import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { ProductInput, ProductUpdateManyInput } from '../../../lib/gql/graphql.ts';
import type { BulkRowResult } from '../../../lib/batch-run.ts';

const CreateManyProducts = graphql(`
  mutation CreateManyProducts($data: [ProductInput!]!) {
    createManyProducts(data: $data) {
      row
      ok
      id
      error {
        field
        message
      }
    }
  }
`);

const UpdateManyProducts = graphql(`
  mutation UpdateManyProducts($data: [ProductUpdateManyInput!]!) {
    updateManyProducts(data: $data) {
      row
      ok
      id
      error {
        field
        message
      }
    }
  }
`);

export async function createManyProducts(data: ProductInput[]): Promise<BulkRowResult[]> {
  return (await graphqlRequest(CreateManyProducts, { data })).createManyProducts;
}

export async function updateManyProducts(data: ProductUpdateManyInput[]): Promise<BulkRowResult[]> {
  return (await graphqlRequest(UpdateManyProducts, { data })).updateManyProducts;
}
