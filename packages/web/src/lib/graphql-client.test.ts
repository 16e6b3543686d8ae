import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypedDocumentString } from './gql/graphql.ts';
import { graphqlRequest } from './graphql-client.ts';
import { ApiError, isUnauthenticated, onUnauthenticated } from './http.ts';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

/** A document as graphql(`…`) makes one; these tests are about the transport, not the schema. */
const doc = (text: string) => new TypedDocumentString<unknown, Record<string, never>>(text);

describe('graphqlRequest', () => {
  it('posts JSON with the CSRF header and same-origin credentials', async () => {
    const fetchMock = answer(200, { data: { productCount: 3 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(graphqlRequest(doc('{ productCount }'))).resolves.toEqual({ productCount: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const headers = new Headers(init.headers);
    expect(headers.get('X-Requested-With')).toBe('seller-desk');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('turns the first GraphQL error into an ApiError with its code, field and row', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, {
        data: null,
        errors: [
          {
            message: 'Purchase Cost must be a number of 0 or more',
            extensions: { code: 'BAD_USER_INPUT', field: 'purchaseCost', row: 2 },
          },
        ],
      }),
    );
    const error = await graphqlRequest(doc('mutation { x }')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Purchase Cost must be a number of 0 or more',
      code: 'BAD_USER_INPUT',
      field: 'purchaseCost',
      row: 2,
    });
  });

  it('recognises an expired session and tells the listeners', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    const error = await graphqlRequest(doc('{ products { id } }')).catch((e: unknown) => e);
    stop();
    expect(isUnauthenticated(error)).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('reports a non-JSON failure by its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(graphqlRequest(doc('{ productCount }'))).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
    });
  });
});
