import { ApiError, apiFetch, reportUnauthenticated } from './http.ts';

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
export async function graphqlRequest<T>(
  query: string,
  variables?: object,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  const response = await apiFetch('/graphql', {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query, variables: variables ?? {} }),
  });
  let body: GraphQLResponse<T> | undefined;
  try {
    body = (await response.json()) as GraphQLResponse<T>;
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
