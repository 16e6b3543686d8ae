import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';

const CategoryOrderLinesFrom = graphql(`
  query CategoryOrderLinesFrom($where: CategoryWhereUniqueInput!, $from: Date!) {
    count: categoryOrderLinesFrom(where: $where, from: $from)
  }
`);

/** How many stored order lines a card version of the category effective from `from` re-prices. */
export async function countRepricedLines(categoryId: string, from: string): Promise<number> {
  return (await graphqlRequest(CategoryOrderLinesFrom, { where: { id: categoryId }, from })).count;
}
