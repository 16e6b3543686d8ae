import type { StageValue } from '../db/types.ts';
import type { Clock } from './clock.ts';
import { conflict, notFound } from './errors.ts';
import type { StageChange } from './versioned-rows.ts';

/** What a user is told when the row went away, or changed since they opened it. */
export interface RowMessages {
  deleted: string;
  stale: string;
}

/** Refuses a save begun from another version than the row's (when the editor says which). */
export function checkVersion(
  row: { version: number },
  expectedVersion: number | null | undefined,
  stale: string,
) {
  if (expectedVersion != null && expectedVersion !== row.version) throw conflict(stale);
}

/** Refuses when the version-checked update found no row: deleted or saved by someone else meanwhile. */
export async function updatedOrStale(update: Promise<boolean>, stale: string): Promise<void> {
  if (!(await update)) throw conflict(stale);
}

/**
 * A save under the optimistic lock, inside the caller's transaction: the row must exist, be at the
 * version the editor started from, and still be at its version when updated. Returns the row as it
 * was and as it is now.
 */
export async function saveVersioned<R extends { version: number }>(
  load: () => Promise<R | undefined>,
  update: (version: number) => Promise<boolean>,
  expectedVersion: number | null | undefined,
  messages: RowMessages,
): Promise<{ before: R; after: R }> {
  const before = await load();
  if (!before) throw notFound(messages.deleted);
  checkVersion(before, expectedVersion, messages.stale);
  await updatedOrStale(update(before.version), messages.stale);
  return { before, after: (await load())! };
}

/**
 * A delete inside the caller's transaction: the row must exist; `prepare` makes what is audited and
 * returned while it still does (and may refuse), then the row goes. Returns what `prepare` made.
 */
export async function removeExisting<R, V>(
  load: () => Promise<R | undefined>,
  prepare: (before: R) => V | Promise<V>,
  remove: () => Promise<boolean>,
  deleted: string,
): Promise<V> {
  const before = await load();
  if (!before) throw notFound(deleted);
  const kept = await prepare(before);
  if (!(await remove())) throw notFound(deleted);
  return kept;
}

/** Publishing (to PUBLISHED, stamped now) or unpublishing (to DRAFT): the audit action and the change. */
export function publishChange(
  to: StageValue,
  clock: Clock,
): { action: 'publish' | 'unpublish'; values: StageChange } {
  return to === 'PUBLISHED'
    ? { action: 'publish', values: { stage: to, publishedAt: clock.now().toISOString() } }
    : { action: 'unpublish', values: { stage: to, publishedAt: null } };
}
