import type { FastifyInstance } from 'fastify';
import { isDomainError } from '../shared/errors.ts';
import { CLIENT_GONE_MESSAGE } from './client-gone.ts';

// How a GraphQL error is answered (graphql.ts hands every error here, through Mercurius' errorFormatter):
// a domain error keeps its code, field and row; a refusal of the request is answered in words for the
// sender and logged as a warning; an unexpected failure is logged whole and answered without detail.

/** An error as graphql-js or graphql-jit (its own GraphQLError class) hands it over. */
export interface ExecutionError {
  message: string;
  locations?: unknown;
  path?: unknown;
  originalError?: (Error & { errors?: unknown }) | null;
  extensions?: Record<string, unknown>;
}

/**
 * A GraphQL request refused before anything runs, by our own hooks: the status, a code and a message
 * meant for the sender. toGraphqlError answers it as it is, with a warning in the log (not an error).
 */
export class RequestRefused extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'RequestRefused';
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** Mercurius' own refusals of a malformed request, by its error code, in words for the sender. */
const MERCURIUS_REFUSALS: Record<string, { code: string; message: string }> = {
  // no query at all (GET /graphql, ?query= empty): Mercurius calls it an unknown persisted query
  MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND: {
    code: 'BAD_REQUEST',
    message: 'Send a GraphQL document: the query parameter of a GET, or the query field of a JSON POST',
  },
  // a GET's variables or extensions parameter that is not JSON (Mercurius' own JSON.parse failed)
  MER_ERR_GQL_VALIDATION: {
    code: 'BAD_REQUEST',
    message:
      'The variables (or extensions) parameter is not valid JSON (or holds a __proto__ or constructor key)',
  },
};

/** A request the client got wrong before GraphQL saw it (Fastify's body parsing), by HTTP status. */
const CLIENT_ERRORS: Record<number, { code: string; message: string }> = {
  400: {
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON (or holds a __proto__ or constructor key)',
  },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'GraphQL requests must be JSON (application/json)' },
};

export function toGraphqlError(
  error: ExecutionError,
  log: FastifyInstance['log'],
  options: { production?: boolean; clientGone?: (error: unknown) => boolean } = {},
): Record<string, unknown> {
  const original = error.originalError;
  if (original && options.clientGone?.(original)) {
    // nobody reads this answer: a note for us, not an error
    log.info({ err: { code: 'ERR_STREAM_PREMATURE_CLOSE' } }, CLIENT_GONE_MESSAGE);
    return { message: 'The client closed the connection', extensions: { code: 'CLIENT_CLOSED_REQUEST' } };
  }
  // graphql-js suggests field names ("Did you mean createUser?"): a map of the schema for a stranger
  const message = options.production ? error.message.replace(/ Did you mean .*\?$/, '') : error.message;
  const base = { message, locations: error.locations, path: error.path };
  const status = (original as { statusCode?: unknown } | null | undefined)?.statusCode;
  if (
    original &&
    !isDomainError(original) &&
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    !Array.isArray(original.errors)
  ) {
    // malformed JSON, a __proto__ key, an oversize body, no query: the client's mistake, a warning for us
    const code = (original as { code?: unknown }).code;
    const known =
      original instanceof RequestRefused
        ? { code: original.code, message: original.message }
        : ((typeof code === 'string' ? MERCURIUS_REFUSALS[code] : undefined) ??
          CLIENT_ERRORS[status] ?? { code: 'BAD_REQUEST', message: 'The request is malformed' });
    log.warn({ err: { message: original.message, code } }, 'client error');
    return {
      message: known.message,
      extensions: { code: known.code },
    };
  }
  if (isDomainError(original)) {
    return {
      ...base,
      extensions: {
        code: original.code,
        ...(original.field ? { field: original.field } : {}),
        ...(original.row !== undefined ? { row: original.row } : {}),
      },
    };
  }
  if (original && original.name !== 'GraphQLError' && !Array.isArray(original.errors)) {
    // An unexpected failure: log it whole, tell the person only that it happened (never a stack).
    log.error({ err: original }, 'GraphQL resolver failed');
    return {
      ...base,
      message: 'Something went wrong on the server',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  // A stored value the type cannot carry (Infinity in a Float, from before the input bounds): the
  // field answers null and the message names the row of the list, so the rest stays readable.
  const unrepresentable = /^(?:Float|Int) cannot represent (?:non[- ]\w+ )?value: (.*)$/.exec(error.message);
  if (unrepresentable && Array.isArray(error.path)) {
    const path = error.path as (string | number)[];
    const at = path.findIndex((p) => typeof p === 'number' || /^\d+$/.test(String(p)));
    const field = String(path[path.length - 1]);
    const where = at > 0 ? `${String(path[at - 1])}, row ${Number(path[at]) + 1}` : String(path[0]);
    return {
      ...base,
      message: `${where}: the stored ${field} (${unrepresentable[1]}) cannot be shown; correct it on that row`,
      extensions: {
        code: 'UNREPRESENTABLE_VALUE',
        field,
        ...(at > 0 ? { row: Number(path[at]) } : {}),
      },
    };
  }
  // A variable of the wrong type ("data.purchaseCost" given "abc") is the person's input, not our query.
  // The field is the input field under the variable ("data.commissionPercent[1].precent" → commissionPercent)
  // and the row the first list index in the path, as for the services' own errors.
  const variable = /^Variable "\$\w+" got invalid value .* at "([\w.[\]]+)"/.exec(error.message);
  // graphql-jit (once a document is compiled) names the input field itself: 'Variable "$purchaseCost" …'
  const compiled = /^Variable "\$(\w+)" got invalid value (?!.* at ")/.exec(error.message);
  if (!variable && compiled) {
    return { ...base, extensions: { code: 'BAD_USER_INPUT', field: compiled[1] } };
  }
  if (variable) {
    const path = variable[1]!;
    const named = path.split('.').map((segment) => segment.replace(/\[\d+\]/g, ''));
    const index = /\[(\d+)\]/.exec(path);
    return {
      ...base,
      extensions: {
        code: 'BAD_USER_INPUT',
        field: named.length > 1 ? named[1] : named[0],
        ...(index ? { row: Number(index[1]) } : {}),
      },
    };
  }
  // the parser's refusal of a document over MAX_QUERY_TOKENS, in words (graphql-js writes "more that")
  const tooLong = /^Syntax Error: Document contains more that (\d+) tokens/.exec(error.message);
  if (tooLong) {
    return {
      message: `The query is too long: more than ${Number(tooLong[1]).toLocaleString('en-IN')} tokens (names, values and punctuation). Ask for fewer fields, or send values as variables`,
      extensions: { code: 'QUERY_TOO_LONG' },
    };
  }
  return {
    ...base,
    extensions: { code: (error.extensions?.code as string | undefined) ?? 'GRAPHQL_VALIDATION_FAILED' },
  };
}
