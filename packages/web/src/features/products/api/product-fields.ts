import { graphql } from '../../../lib/gql/index.ts';
import type { ProductFieldsFragment, ProductInput } from '../../../lib/gql/graphql.ts';

/** The product fields the Products grid shows and edits.
 * @public the fragments are referenced by name inside the documents that use them, not imported
 */
export const ProductFields = graphql(`
  fragment ProductFields on Product {
    id
    productName
    purchaseCost
    stock
    unit
    gst
    gstMode
    hsnCode
    productImage
    img
    searchKeyword
    amazonKeyword
    productLength
    breadth
    height
    weight
    rackNo
    forSale
    stage
    publishedAt
    updatedAt
    version
  }
`);

/** A product as the grid holds it; the shape is generated from schema.graphql. */
export type Product = ProductFieldsFragment;
export type { ProductInput };
