import { indiaDate, isIsoDate } from '@seller-desk/core';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { GraphqlModule } from './graphql-module.ts';

const describe = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

function parse(value: unknown): string {
  if (typeof value !== 'string' || !isIsoDate(value))
    throw new GraphQLError(`A Date is a calendar date written YYYY-MM-DD, not ${describe(value)}`);
  return value;
}

/** Date: a calendar date as ISO text ("2025-09-22"), checked on the way in. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'a calendar date, YYYY-MM-DD (dates are the seller’s, in India)',
  serialize: (value) => parse(value),
  parseValue: (value) => parse(value),
  parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
});

export const dateScalarModule: GraphqlModule = {
  schema: /* GraphQL */ `
    "a calendar date, YYYY-MM-DD (dates are the seller’s, in India)"
    scalar Date
  `,
  resolvers: { Date: DateScalar },
};

/** The seller's today by the clock: the default of every `at` and `effectiveFrom`. */
export const todayOf = (clock: { now(): Date }): string => indiaDate(clock.now());
