import { buildSchema, parse, validate, specifiedRules } from 'graphql';
import { describe, expect, it } from 'vitest';
import { aliasLimit, depthLimit } from './graphql-limits.ts';

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
