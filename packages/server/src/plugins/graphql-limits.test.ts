import { buildSchema, parse, validate, specifiedRules } from 'graphql';
import { describe, expect, it } from 'vitest';
import { aliasLimit, dearestOperationCost, depthLimit, queryCost } from './graphql-limits.ts';

const schema = buildSchema(`type Node { id: ID child: Node } type Query { node: Node }`);
const check = (doc: string, rules = [depthLimit(3), aliasLimit(2)]) =>
  validate(schema, parse(doc), [...specifiedRules, ...rules]).map((e) => e.message);

describe('GraphQL depth and alias limits', () => {
  it('accepts a document at the depth limit', () => {
    expect(check('{ node { child { id } } }')).toEqual([]);
  });
  it('refuses a document nested one level deeper', () => {
    expect(check('{ node { child { child { id } } } }')).toEqual([
      'The query is nested too deeply (more than 3 levels)',
    ]);
  });
  it('follows fragments when measuring depth', () => {
    expect(check('{ node { ...F } } fragment F on Node { child { child { id } } }')).toHaveLength(1);
  });
  it('counts aliases across the document', () => {
    expect(check('{ a: node { id } b: node { id } }')).toEqual([]);
    expect(check('{ a: node { id } b: node { id } c: node { x: id } }')).toEqual([
      'The query uses too many aliases (more than 2)',
    ]);
  });
});

describe('depth limit and introspection', () => {
  it('does not count introspection fields', () => {
    expect(check('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }')).toEqual([]);
  });
});

describe('query cost of the web app', () => {
  it('every document the web app sends fits the budget even at the largest page it asks for', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { buildSchema } = await import('graphql');
    const { queryCost } = await import('./graphql-limits.ts');
    const { QUERY_COST_BUDGET } = await import('./graphql.ts');
    const root = path.resolve(import.meta.dirname, '../../..');
    const schema = buildSchema(fs.readFileSync(path.join(root, 'server/schema.graphql'), 'utf8'));
    const generated = fs.readFileSync(path.join(root, 'web/src/lib/gql/graphql.ts'), 'utf8');
    const documents = [...generated.matchAll(/(\w+Document) = new TypedDocumentString\(`([\s\S]*?)`/g)];
    expect(documents.length).toBeGreaterThan(10);
    const { CATEGORY_KIND_LIST, CATEGORY_PAGE_SIZE } = await import('@seller-desk/core');
    const categoryLists = CATEGORY_KIND_LIST.map((k) => k.listField);
    for (const [, name, text] of documents) {
      // fee categories are read a page of CATEGORY_PAGE_SIZE at a time; everything else up to 10,000 rows
      const first = categoryLists.some((field) => text!.includes(`${field}(`)) ? CATEGORY_PAGE_SIZE : 10000;
      const cost = queryCost(schema, parse(text!), { first, skip: 0 }, undefined, QUERY_COST_BUDGET);
      expect(cost, name).toBeLessThanOrEqual(QUERY_COST_BUDGET);
    }
  });
});

describe('query cost of a page object', () => {
  it("counts a page's entries at the page's first, though the entries' list has no first of its own", async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { buildSchema } = await import('graphql');
    const { queryCost } = await import('./graphql-limits.ts');
    const root = path.resolve(import.meta.dirname, '../../..');
    const schema = buildSchema(fs.readFileSync(path.join(root, 'server/schema.graphql'), 'utf8'));
    const cost = (first: number) =>
      queryCost(schema, parse(`{ auditLog(first: ${first}) { entries { id } } }`), undefined, undefined, 1e9);
    // auditLog + entries + first × id (it was 1 + 1 + 5 × id whatever the first)
    expect(cost(200)).toBe(1 + 1 + 200);
    expect(cost(50)).toBe(1 + 1 + 50);
  });
});

/**
 * `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } … fragment Fn on Query { productCount }`: each
 * level spreads the next twice, so following every spread does 2^n work (issue 43: n = 23 stalled the
 * server 30 s, anonymously).
 */
const doublingFragments = (n: number) =>
  [
    'query { ...F0 }',
    ...Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`),
    `fragment F${n} on Query { productCount }`,
  ].join('\n');

/**
 * The document parsed, with every selection set counting how often its selections are read: work
 * measured without a clock. Returns the document, the number of selection sets and the count so far.
 */
function counted(text: string) {
  const document = parse(text);
  let reads = 0;
  let sets = 0;
  const instrument = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(instrument);
    const n = node as Record<string, unknown>;
    for (const key of Object.keys(n)) if (key !== 'loc') instrument(n[key]);
    if (n.kind === 'SelectionSet') {
      sets++;
      const selections = n.selections;
      Object.defineProperty(n, 'selections', {
        get: () => {
          reads++;
          return selections;
        },
      });
    }
  };
  instrument(document);
  return { document, sets, reads: () => reads };
}

describe('the limits are linear in the document', () => {
  const productSchema = buildSchema(`type Query { productCount: Int products(first: Int): [Product] }
    type Product { id: ID name: String }`);

  it('measures the depth of a doubling fragment chain reading each selection set a bounded number of times', () => {
    for (const n of [10, 23, 40, 200]) {
      const { document, sets, reads } = counted(doublingFragments(n));
      const errors = validate(productSchema, document, [depthLimit(10), aliasLimit(30)]);
      expect(errors, `n = ${n}`).toEqual([]);
      // the traversal itself reads each set once; the depth rule once more (2^n before)
      expect(reads(), `n = ${n}`).toBeLessThanOrEqual(3 * sets);
    }
  });

  it('counts the cost of a doubling fragment chain reading each selection set at most once', () => {
    for (const n of [10, 23, 40, 200]) {
      const { document, sets, reads } = counted(doublingFragments(n));
      const budget = 2 ** 50;
      const cost = queryCost(productSchema, document, undefined, undefined, budget);
      // every spread still counts in full: 2^n, or some number over the budget where counting stopped
      if (n <= 40) expect(cost, `n = ${n}`).toBe(2 ** n);
      else expect(cost, `n = ${n}`).toBeGreaterThan(budget);
      expect(reads(), `n = ${n}`).toBeLessThanOrEqual(sets);
    }
  });

  it('counts fragments shared by many operations once for the document', () => {
    const n = 200;
    const text = [
      ...Array.from({ length: n }, (_, i) => `query Q${i} { ...F0 }`),
      ...Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ...F${i + 1} }`),
      `fragment F${n} on Query { products(first: 2) { id } }`,
    ].join('\n');
    const { document, sets, reads } = counted(text);
    expect(dearestOperationCost(productSchema, document, undefined, 1_000_000)).toBe(3);
    expect(reads()).toBeLessThanOrEqual(sets);
  });

  it('ends at once on fragments that spread each other (NoFragmentCycles reports them)', () => {
    const text = `query { ...A } fragment A on Query { ...B productCount } fragment B on Query { ...A products { id } }`;
    const document = parse(text);
    const messages = validate(productSchema, document, [...specifiedRules, depthLimit(1)]).map(
      (e) => e.message,
    );
    expect(messages.some((m) => /Cannot spread fragment "A" within itself/.test(m))).toBe(true);
    // A = B + productCount; B = products (5 assumed × id) + 1, its spread of A counting 0
    expect(queryCost(productSchema, document, undefined, undefined, 1000)).toBe(7);
  });
});
