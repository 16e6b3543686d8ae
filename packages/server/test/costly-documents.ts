/**
 * GraphQL documents that grew the server's work before the limits of issue 43, shared by the test that
 * they are refused and the bench that measures how long /healthz waits meanwhile.
 */

/**
 * `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } … fragment Fn on Query { productCount }`,
 * under 1 KB, sent by anyone: each level spreads the next twice (n = 23 stalled the server 30.7 s).
 */
export const doublingFragments = (n: number) =>
  [
    'query { ...F0 }',
    ...Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`),
    `fragment F${n} on Query { productCount }`,
  ].join(' ');

/** `{ products { id } … }`: graphql-js compares fields of one name pairwise, so its work grows with the square */
export const repeatedFields = (count: number) =>
  `{ ${Array.from({ length: count }, () => 'products { id }').join(' ')} }`;
