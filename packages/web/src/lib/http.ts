// Every request the app makes goes through here: same-origin cookies, and the X-Requested-With header
// that the server requires on every state-changing request (its CSRF guard, docs/architecture.md).
export const REQUESTED_WITH = 'seller-desk';

/** An error answered by the server, with the code, the field and the row it names (when it names them). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly row: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    options: { status: number; code: string; field?: string; row?: number; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.row = options.row;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const unauthenticatedListeners = new Set<() => void>();

/** Called whenever the server says the session is gone (401 or UNAUTHENTICATED), whichever call saw it. */
export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

export function reportUnauthenticated(): void {
  for (const listener of unauthenticatedListeners) listener();
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 'UNAUTHENTICATED');
}

/** What a person is told when a request got no answer at all (the browser's own words are "Failed to fetch"). */
const SERVER_NOT_REACHED = 'The server cannot be reached: check the connection and try again.';

export async function apiFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('X-Requested-With', REQUESTED_WITH);
  try {
    return await fetch(input, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    // fetch rejects with a TypeError when no answer came (offline, the server down); a cancel stays one.
    if (error instanceof TypeError) throw new ApiError(SERVER_NOT_REACHED, { status: 0, code: 'NETWORK' });
    throw error;
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; field?: string };
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** Reads a REST answer: the JSON body on success, an ApiError with the server's message otherwise. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (response.ok) return body as T;
  const error = (body as ErrorBody | undefined)?.error;
  if (response.status === 401) reportUnauthenticated();
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  throw new ApiError(
    error?.message ?? `The server answered ${response.status} ${response.statusText}`.trim(),
    {
      status: response.status,
      code: error?.code ?? `HTTP_${response.status}`,
      ...(error?.field ? { field: error.field } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    },
  );
}

export async function getJson<T>(path: string): Promise<T> {
  return readJson<T>(await apiFetch(path, { headers: { Accept: 'application/json' } }));
}

export async function postJson<T>(path: string, body?: unknown): Promise<T> {
  return readJson<T>(
    await apiFetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
    }),
  );
}

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
