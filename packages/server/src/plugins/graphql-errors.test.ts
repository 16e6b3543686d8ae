import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../shared/errors.ts';
import { toGraphqlError } from './graphql-errors.ts';

const log = () =>
  ({ error: vi.fn(), warn: vi.fn() }) as unknown as FastifyInstance['log'] & {
    error: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };

describe('GraphQL error mapping', () => {
  it('turns a domain error into extensions.code and field', () => {
    const e = new DomainError('BAD_USER_INPUT', 'Stock must be a whole number of 0 or more', {
      field: 'stock',
    });
    expect(toGraphqlError({ message: e.message, path: ['createProduct'], originalError: e }, log())).toEqual({
      message: 'Stock must be a whole number of 0 or more',
      locations: undefined,
      path: ['createProduct'],
      extensions: { code: 'BAD_USER_INPUT', field: 'stock' },
    });
  });

  it('hides an unexpected error behind a generic message, logs it, and sends no stack', () => {
    const l = log();
    const boom = new Error('relation "products" does not exist');
    const out = toGraphqlError({ message: boom.message, originalError: boom }, l);
    expect(out).toMatchObject({
      message: 'Something went wrong on the server',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(out)).not.toContain('relation');
    expect(JSON.stringify(out)).not.toContain('stack');
    expect(l.error).toHaveBeenCalledOnce();
  });

  it('reports a variable of the wrong type as BAD_USER_INPUT on that field', () => {
    const message =
      'Variable "$data" got invalid value "abc" at "data.purchaseCost"; Float cannot represent non numeric value: "abc"';
    expect(toGraphqlError({ message }, log()).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'purchaseCost',
    });
  });

  it('reads the same mistake as graphql-jit words it once the document is compiled', () => {
    const message =
      'Variable "$purchaseCost" got invalid value "abc"; Expected type Float; Float cannot represent non numeric value: "abc"';
    expect(toGraphqlError({ message }, log()).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'purchaseCost',
    });
  });

  it('names the input field and the row of a wrong value inside a list (a slab, a linked product)', () => {
    const slab =
      'Variable "$data" got invalid value "abc" at "data.commissionPercent[1].precent"; Float cannot represent non numeric value: "abc"';
    expect(toGraphqlError({ message: slab }, log()).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'commissionPercent',
      row: 1,
    });
    const link =
      'Variable "$data" got invalid value 5.5 at "data.products.connect[0].id"; ID cannot represent value: 5.5';
    expect(toGraphqlError({ message: link }, log()).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'products',
      row: 0,
    });
    const ids = 'Variable "$ids" got invalid value 1.5 at "ids[2]"; ID cannot represent value: 1.5';
    expect(toGraphqlError({ message: ids }, log()).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'ids',
      row: 2,
    });
  });

  it("words Mercurius' refusals of a malformed request for the sender, as a warning (issue 43)", () => {
    // no query at all: Mercurius calls it an unknown persisted query
    const noQuery = Object.assign(new Error('Unknown query'), {
      code: 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND',
      statusCode: 400,
    });
    const l = log();
    expect(toGraphqlError({ message: noQuery.message, originalError: noQuery }, l)).toEqual({
      message: 'Send a GraphQL document: the query parameter of a GET, or the query field of a JSON POST',
      extensions: { code: 'BAD_REQUEST' },
    });
    // a GET's variables that are not JSON: Mercurius' JSON.parse error, given its code and status
    const notJson = Object.assign(new SyntaxError('Unexpected token x in JSON'), {
      code: 'MER_ERR_GQL_VALIDATION',
      statusCode: 400,
    });
    expect(toGraphqlError({ message: notJson.message, originalError: notJson }, l).message).toMatch(
      /variables \(or extensions\) parameter is not valid JSON/,
    );
    expect(l.warn).toHaveBeenCalledTimes(2);
    expect(l.error).not.toHaveBeenCalled();
  });

  it('keeps the code of a validation error', () => {
    expect(toGraphqlError({ message: 'Cannot query field "x" on type "Query".' }, log()).extensions).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
    });
  });
});
