import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { ApiError, apiFetch, reportUnauthenticated } from './http.ts';

/**
 * A document written with `graphql(\`…\`)` from ./gql: its text, with the answer and variable types that
 * GraphQL Code Generator wrote from schema.graphql (so a misspelt field fails the typecheck).
 */
export type GraphqlDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

interface RequestOptions {
  signal?: AbortSignal;
}

/** The answer and variable types of a document (of each document, for a union of them). */
type ResultOf<D> = D extends DocumentTypeDecoration<infer R, infer _V> ? R : never;
type VariablesOf<D> = D extends DocumentTypeDecoration<infer _R, infer V> ? V : never;

/** Variables may be left out only when the operation takes none (or every one is optional). */
type VariablesAndInit<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, init?: RequestOptions]
    : [variables: TVariables, init?: RequestOptions];

interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string; field?: string; row?: number };
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: GraphQLErrorEntry[];
}

/**
 * Sends one GraphQL operation as a JSON POST (the server refuses mutations over GET). The first error of
 * the answer becomes an ApiError carrying its extensions.code, field and row.
 */
export async function graphqlRequest<D extends GraphqlDocument<unknown, never>>(
  document: D,
  ...[variables, init = {}]: VariablesAndInit<VariablesOf<D>>
): Promise<ResultOf<D>> {
  const query = document.toString();
  const response = await apiFetch('/graphql', {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query, variables: variables ?? {} }),
  });
  let body: GraphQLResponse<ResultOf<D>> | undefined;
  try {
    body = (await response.json()) as GraphQLResponse<ResultOf<D>>;
  } catch {
    body = undefined;
  }
  const first = body?.errors?.[0];
  if (first) {
    const ext = first.extensions ?? {};
    if (ext.code === 'UNAUTHENTICATED' || response.status === 401) reportUnauthenticated();
    throw new ApiError(first.message, {
      status: response.status,
      code: ext.code ?? 'GRAPHQL_ERROR',
      ...(ext.field ? { field: ext.field } : {}),
      ...(typeof ext.row === 'number' ? { row: ext.row } : {}),
    });
  }
  if (!response.ok || !body?.data) {
    if (response.status === 401) reportUnauthenticated();
    throw new ApiError(`The server answered ${response.status} ${response.statusText}`.trim(), {
      status: response.status,
      code: response.status === 401 ? 'UNAUTHENTICATED' : `HTTP_${response.status}`,
    });
  }
  return body.data;
}
