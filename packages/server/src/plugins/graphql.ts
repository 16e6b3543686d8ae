import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  Kind,
  parse,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLSchema,
  type GraphQLFieldResolver,
  type ValidationContext,
} from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext, type MercuriusLoaders } from 'mercurius';
import { DomainError, isDomainError } from '../shared/errors.ts';
import { requireUser, type SessionUser } from '../shared/session-user.ts';
import { aliasLimit, depthLimit, queryCost } from './graphql-limits.ts';
import { checkInputBounds } from './input-bounds.ts';

declare module 'mercurius' {
  interface MercuriusContext {
    user: SessionUser | null;
  }
}

export const MAX_DEPTH = 10;
export const MAX_ALIASES = 30;
/**
 * The most a document may cost (graphql-limits.ts, queryCost: one per field resolved, lists by their
 * `first`): every screen's query fits with room even at the largest page (a listing page of 10,000
 * rows costs about 630,000). The probe's 1.6 KB document cost well over a hundred million.
 */
export const QUERY_COST_BUDGET = 1_000_000;
/**
 * The largest answer sent (MAX_RESPONSE_BYTES); a bigger one is replaced by RESPONSE_TOO_LARGE.
 * A listing page of 10,000 rows is about 15 MiB.
 */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

const rootSchema = /* GraphQL */ `
  enum Stage {
    DRAFT
    PUBLISHED
  }
  type Query {
    "placeholder that lets each module extend the root type; always null"
    _empty: Boolean
  }
  type Mutation {
    "placeholder that lets each module extend the root type; always null"
    _empty: Boolean
  }
`;

export interface GraphqlModule {
  schema: string;
  resolvers: IResolvers;
  /** Per-request batched field resolvers of object types (never Query/Mutation: those are guarded). */
  loaders?: MercuriusLoaders;
}

/**
 * Every Query and Mutation resolver is wrapped here: the caller must be signed in and every argument
 * within the input bounds (input-bounds.ts), so a field added later cannot be left open by mistake
 * (a root field without a resolver just answers null).
 * Domain errors become GraphQL errors in one place too: toGraphqlError below, via errorFormatter.
 */
function guard(resolvers: IResolvers): IResolvers {
  const out: IResolvers = { ...resolvers };
  for (const type of ['Query', 'Mutation'] as const) {
    const fields = resolvers[type] as
      Record<string, GraphQLFieldResolver<unknown, MercuriusContext>> | undefined;
    if (!fields) continue;
    out[type] = Object.fromEntries(
      Object.entries(fields).map(([name, resolve]) => [
        name,
        async (root: unknown, args: unknown, ctx: MercuriusContext, info: never) => {
          requireUser(ctx.user);
          checkInputBounds(args as Record<string, unknown>);
          return resolve(root, args, ctx, info);
        },
      ]),
    ) as IResolvers[string];
  }
  return out;
}

const merge = (modules: GraphqlModule[]): IResolvers => {
  const all: Record<string, Record<string, unknown>> = {};
  for (const m of modules) {
    for (const [type, fields] of Object.entries(m.resolvers))
      all[type] = { ...all[type], ...(fields as object) };
  }
  return all as IResolvers;
};

const mergeLoaders = (modules: GraphqlModule[]): MercuriusLoaders => {
  const all: MercuriusLoaders = {};
  for (const m of modules) {
    for (const [type, fields] of Object.entries(m.loaders ?? {})) {
      if (type === 'Query' || type === 'Mutation') throw new Error(`loaders on ${type} would skip the guard`);
      all[type] = { ...all[type], ...fields };
    }
  }
  return all;
};

/** An error as graphql-js or graphql-jit (its own GraphQLError class) hands it over. */
interface ExecutionError {
  message: string;
  locations?: unknown;
  path?: unknown;
  originalError?: (Error & { errors?: unknown }) | null;
  extensions?: Record<string, unknown>;
}

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
  options: { production?: boolean } = {},
): Record<string, unknown> {
  const original = error.originalError;
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
    // malformed JSON, a __proto__ key, an oversize body: the client's mistake, a warning for us
    const known = CLIENT_ERRORS[status] ?? { code: 'BAD_REQUEST', message: 'The request is malformed' };
    log.warn(
      { err: { message: original.message, code: (original as { code?: unknown }).code } },
      'client error',
    );
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
  return {
    ...base,
    extensions: { code: (error.extensions?.code as string | undefined) ?? 'GRAPHQL_VALIDATION_FAILED' },
  };
}

export async function registerGraphql(
  app: FastifyInstance,
  modules: GraphqlModule[],
  production: boolean,
  maxResponseBytes: number = MAX_RESPONSE_BYTES,
): Promise<void> {
  // GET may only read: HEAD never runs a document (Fastify answers HEAD for every GET route, and
  // Mercurius checks for mutations on GET only), GET runs a query operation and nothing else.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.url.split('?')[0] !== '/graphql') return;
    const refuse = (message: string) =>
      reply
        .status(405)
        .header('Allow', 'GET, POST')
        .send({ error: { code: 'METHOD_NOT_ALLOWED', message } });
    if (request.method === 'HEAD') return refuse('GraphQL does not answer HEAD: use POST');
    if (!readsOnly(request.query as Record<string, unknown>))
      return refuse('Only queries may be sent over GET: send mutations with POST');
  });

  // JSON POST only: application/graphql and form bodies are refused, so only CORS-preflighted requests reach us.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !request.url.startsWith('/graphql')) return;
    const type = request.headers['content-type'] ?? '';
    if (!type.startsWith('application/json')) {
      return reply.status(415).send({
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'GraphQL requests must be JSON (application/json)',
        },
      });
    }
  });

  // The placeholder root fields get resolvers too, so the guard covers every root field there is.
  const root: GraphqlModule = {
    schema: rootSchema,
    resolvers: { Query: { _empty: () => null }, Mutation: { _empty: () => null } },
  };
  await app.register(mercurius, {
    schema: [rootSchema, ...modules.map((m) => m.schema)],
    resolvers: guard(merge([root, ...modules])),
    loaders: mergeLoaders(modules),
    path: '/graphql',
    jit: 1,
    graphiql: !production,
    allowBatchedQueries: false,
    validationRules: [
      depthLimit(MAX_DEPTH),
      aliasLimit(MAX_ALIASES),
      ...(production ? [noIntrospection] : []),
    ],
    context: (request) => ({ user: request.user }),
    errorFormatter: (execution, ctx) => {
      const log = ctx.reply?.log ?? ctx.app.log;
      const errors = ((execution.errors as readonly ExecutionError[] | undefined) ?? []).flatMap((e) => {
        const inner = e.originalError?.errors;
        return Array.isArray(inner) ? (inner as ExecutionError[]) : [e];
      });
      const formatted = errors.map((e) => toGraphqlError(e, log, { production }));
      // Mercurius' own refusals (e.g. a mutation over GET: 405) keep their HTTP status; resolver errors answer 200.
      const outer = (execution.errors as readonly ExecutionError[] | undefined) ?? [];
      const single = outer.length === 1 ? outer[0]!.originalError : undefined;
      const ownStatus =
        single && !isDomainError(single) ? (single as { statusCode?: unknown }).statusCode : undefined;
      const statusCode = execution.data ? 200 : typeof ownStatus === 'number' ? ownStatus : 200;
      return { statusCode, response: { data: execution.data ?? null, errors: formatted } } as never;
    },
  });

  app.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    checkCost(schema, document, variables as Record<string, unknown> | undefined);
  });

  // The cost budget bounds the work; this bounds what one answer may hold in memory on its way out.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/graphql') || typeof payload !== 'string') return payload;
    if (Buffer.byteLength(payload) <= maxResponseBytes) return payload;
    request.log.warn({ bytes: payload.length }, 'GraphQL answer too large: refused');
    reply.code(400);
    return JSON.stringify({
      data: null,
      errors: [
        {
          message: `The answer would be larger than ${(maxResponseBytes / 1024 / 1024).toFixed(1)} MiB: ask for fewer rows with first`,
          extensions: { code: 'RESPONSE_TOO_LARGE' },
        },
      ],
    });
  });
}

/**
 * True when a GET's document selects a query operation (or cannot be parsed: Mercurius then answers
 * the syntax error without running anything). Anything else (mutation, subscription) is refused.
 */
function readsOnly(params: Record<string, unknown>): boolean {
  const query = params.query;
  if (typeof query !== 'string') return true;
  let document;
  try {
    document = parse(query);
  } catch {
    return true;
  }
  const operationName = typeof params.operationName === 'string' ? params.operationName : undefined;
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  // With no single operation chosen, refuse if any could run as a mutation.
  const chosen = operationName ? operations.filter((o) => o.name?.value === operationName) : operations;
  return chosen.every((o) => o.operation === 'query');
}

/** Refuses, before it runs, an operation costing more than the budget (the dearest operation counts). */
function checkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
) {
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const cost = queryCost(schema, document, variables, d.name?.value, QUERY_COST_BUDGET);
    if (cost > QUERY_COST_BUDGET) {
      throw new DomainError(
        'QUERY_TOO_COSTLY',
        `The query asks for too much at once (over ${QUERY_COST_BUDGET.toLocaleString('en-IN')} fields resolved): ask for fewer rows with first, or fewer fields`,
      );
    }
  }
}

function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(new GraphQLError('Introspection is off in production', { nodes: [node] }));
      }
    },
  };
}
