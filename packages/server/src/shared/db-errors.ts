/**
 * Recognises constraint violations of either database, for the races a service's own checks cannot
 * close (two people saving the same SKU at once; a category deleted while a listing starts using it).
 * PostgreSQL reports SQLSTATE codes; node:sqlite reports SQLite's message text.
 */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  return (
    err?.code === '23505' ||
    (typeof err?.message === 'string' && /UNIQUE constraint failed/.test(err.message))
  );
}

export function isForeignKeyViolation(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  return (
    err?.code === '23503' ||
    (typeof err?.message === 'string' && /FOREIGN KEY constraint failed/.test(err.message))
  );
}
