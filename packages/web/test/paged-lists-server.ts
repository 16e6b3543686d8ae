import { vi } from 'vitest';

// A GraphQL server for the tests of screens that read a whole list a page at a time: the page each
// request asks for (`first`, `skip`) out of `total` rows, under the query's root field or its alias.
// Restore with vi.unstubAllGlobals().

/** A server of `total` rows per list: answers each request's page, and notes what was asked. */
export function pagedListsServer(total: number) {
  const asked: { query: string; first: number; skip: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body)) as {
        query: string;
        variables: { first: number; skip: number };
      };
      asked.push({ query, ...variables });
      const root = /\{\s*(\w+)\s*:/.exec(query)?.[1] ?? /\{\s*(\w+)\s*\(/.exec(query)![1]!;
      const count = Math.max(0, Math.min(variables.first, total - variables.skip));
      const rows = Array.from({ length: count }, (_, i) => {
        const n = variables.skip + i;
        return {
          id: `id-${n}`,
          skuid: `SKU-${n}`,
          name: `Name ${n}`,
          productName: `Product ${n}`,
          listingPrice: 100,
          hsnCode: null,
          profit: 10,
          afterPurchaseCostDeduct: 5,
          img: null,
          rackNo: null,
          purchaseCost: 50,
          forSale: true,
          products: [],
        };
      });
      return new Response(JSON.stringify({ data: { [root]: rows } }), { status: 200 });
    }),
  );
  return asked;
}
