import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import type { GraphqlModule } from '../shared/graphql-module.ts';
import { isClientGone } from './client-gone.ts';
import { RequestRefused, toGraphqlError, type ExecutionError } from './graphql-errors.ts';
import { requireUser, type SessionUser } from '../shared/session-user.ts';
import { aliasLimit, dearestOperationCost, depthLimit } from './graphql-limits.ts';
import { checkInputBounds } from '../shared/input-bounds.ts';

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
/**
 * The most lexical tokens a document may hold (MAX_QUERY_TOKENS), counted by the parser as it reads
 * (graphql-js `maxTokens`), so nothing else is done with a longer one. graphql-js's own validation
 * compares the fields of one name with each other pair by pair (OverlappingFieldsCanBeMerged), which
 * grows with the square of a document: 1,000 tokens of `products { id }` take 15 to 120 ms to validate
 * on the two busy cores of the test machine, 10,000 tokens up to a second. The web app's largest
 * document is 114 tokens and GraphiQL's introspection query 184 (decision 180).
 */
export const MAX_QUERY_TOKENS = 1000;
/** The one path GraphQL answers on; hooks compare the route the router chose with it, never the raw URL. */
const GRAPHQL_PATH = '/graphql';

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

/**
 * Every Query and Mutation resolver is wrapped here: the caller must be signed in and every argument
 * within the input bounds (shared/input-bounds.ts), so a field added later cannot be left open by mistake
 * (a root field without a resolver just answers null).
 * Domain errors become GraphQL errors in one place too: toGraphqlError (graphql-errors.ts), via errorFormatter.
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

export async function registerGraphql(
  app: FastifyInstance,
  modules: GraphqlModule[],
  production: boolean,
  maxResponseBytes: number = MAX_RESPONSE_BYTES,
): Promise<void> {
  // Every hook here decides on the route the router chose (routeOptions.url), never on the URL as
  // sent: the router decodes `/%67raphql` and `/graphq%6c` to /graphql, a comparison of the raw URL
  // does not (issue 43: a HEAD through such a path ran an ADMIN's mutation without X-Requested-With).
  const onGraphql = (request: FastifyRequest) => request.routeOptions.url === GRAPHQL_PATH;

  // Only POST may change anything: HEAD never runs a document (Fastify answers HEAD with the GET
  // route, and Mercurius refuses a mutation only when the method is GET), GET runs one query
  // operation and nothing else, and names it when the document holds more than one.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST' || !onGraphql(request)) return;
    const refusal =
      request.method === 'HEAD'
        ? { status: 405, code: 'METHOD_NOT_ALLOWED', message: 'GraphQL does not answer HEAD: use POST' }
        : refusalOfGet(request.query as Record<string, unknown>);
    if (!refusal) return;
    request.log.warn({ err: { message: refusal.message, code: refusal.code } }, 'client error');
    if (refusal.status === 405) reply.header('Allow', 'GET, POST');
    return reply.status(refusal.status).send({ error: { code: refusal.code, message: refusal.message } });
  });

  // JSON POST only: application/graphql and form bodies are refused, so only CORS-preflighted requests reach us.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !onGraphql(request)) return;
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
    graphql: { parseOptions: { maxTokens: MAX_QUERY_TOKENS } },
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
      const reply = ctx.reply as MercuriusContext['reply'] | undefined;
      const raw = reply === undefined ? undefined : { req: reply.request.raw, res: reply.raw };
      const clientGone = (error: unknown) => isClientGone(error, raw);
      const formatted = errors.map((e) => toGraphqlError(e, log, { production, clientGone }));
      // Mercurius' own refusals (e.g. a mutation over GET: 405) keep their HTTP status; resolver errors answer 200.
      const outer = (execution.errors as readonly ExecutionError[] | undefined) ?? [];
      const single = outer.length === 1 ? outer[0]!.originalError : undefined;
      const ownStatus =
        single && !isDomainError(single) ? (single as { statusCode?: unknown }).statusCode : undefined;
      const statusCode = execution.data ? 200 : typeof ownStatus === 'number' ? ownStatus : 200;
      return { statusCode, response: { data: execution.data ?? null, errors: formatted } } as never;
    },
  });

  // Mercurius reads a query that is not GraphQL as a syntax tree written in JSON when it can
  // (`query={}`, `query=1`), which then fails inside validation as an internal error. Only the parser's
  // documents go on: their locations are objects with methods, which no JSON text can make.
  app.graphql.addHook('preValidation', async (_schema, document) => {
    if (typeof (document as { loc?: { toJSON?: unknown } } | null)?.loc?.toJSON !== 'function')
      throw new RequestRefused(
        400,
        'GRAPHQL_PARSE_FAILED',
        'The query is not a GraphQL document (it reads as JSON): send the text of a GraphQL query',
      );
  });

  app.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    checkCost(schema, document, variables as Record<string, unknown> | undefined);
  });

  // The cost budget bounds the work; this bounds what one answer may hold in memory on its way out.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!onGraphql(request) || typeof payload !== 'string') return payload;
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
 * Why a GET may not run its document, or null when it may: it must name (when the document holds
 * more than one) an operation that is there, a query; its variables, when given, a JSON object.
 * Mercurius would otherwise fail on a name the document does not hold (an internal error), and run a
 * mutation chosen by name next to a query. A document that does not parse is left to Mercurius, which
 * answers its syntax error without running anything.
 */
function refusalOfGet(
  params: Record<string, unknown>,
): { status: number; code: string; message: string } | null {
  const query = params.query;
  if (typeof query !== 'string') return null;
  let document;
  try {
    document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
  } catch {
    return null;
  }
  const bad = (message: string) => ({ status: 400, code: 'BAD_REQUEST', message });
  const operationName = params.operationName;
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const chosen =
    typeof operationName === 'string'
      ? operations.filter((o) => o.name?.value === operationName)
      : operations;
  // refuse if any operation that could run is not a query
  if (chosen.some((o) => o.operation !== 'query'))
    return {
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: 'Only queries may be sent over GET: send mutations with POST',
    };
  if (typeof operationName === 'string' && chosen.length === 0)
    return bad(`The document has no operation named "${operationName.slice(0, 100)}"`);
  if (chosen.length > 1)
    return bad(`The document holds ${chosen.length} operations: name the one to run with operationName`);
  const variables = params.variables;
  if (typeof variables === 'string' && variables !== '') {
    let value: unknown;
    try {
      value = JSON.parse(variables);
    } catch {
      return null; // Mercurius refuses it as not JSON (MERCURIUS_REFUSALS)
    }
    if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
      return bad('The variables parameter must be a JSON object, e.g. {"first":10}');
  }
  return null;
}

/** Refuses, before it runs, an operation costing more than the budget (the dearest operation counts). */
function checkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
) {
  if (dearestOperationCost(schema, document, variables, QUERY_COST_BUDGET) > QUERY_COST_BUDGET) {
    throw new DomainError(
      'QUERY_TOO_COSTLY',
      `The query asks for too much at once (over ${QUERY_COST_BUDGET.toLocaleString('en-IN')} fields resolved): ask for fewer rows with first, or fewer fields`,
    );
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
