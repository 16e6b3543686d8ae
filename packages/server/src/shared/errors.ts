/**
 * Domain errors: services throw these; plugins/errors.ts (REST) and plugins/graphql.ts (GraphQL)
 * turn them into responses in one place each, with the codes of docs/architecture.md.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'QUERY_TOO_COSTLY'
  | 'RESPONSE_TOO_LARGE'
  /** another host this server depends on (a courier's API) did not answer usefully */
  | 'UNAVAILABLE';

const httpStatus: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  QUERY_TOO_COSTLY: 400,
  RESPONSE_TOO_LARGE: 400,
  UNAVAILABLE: 503,
};

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly row: number | undefined;
  /** seconds, for TOO_MANY_REQUESTS */
  readonly retryAfter: number | undefined;
  constructor(
    code: ErrorCode,
    message: string,
    extra: { field?: string; row?: number; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = extra.field;
    this.row = extra.row;
    this.retryAfter = extra.retryAfter;
  }
  get statusCode(): number {
    return httpStatus[this.code];
  }
}

export const unauthenticated = (message = 'Please sign in') => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Only an administrator can do this') =>
  new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const badInput = (field: string, message: string) =>
  new DomainError('BAD_USER_INPUT', message, { field });

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
