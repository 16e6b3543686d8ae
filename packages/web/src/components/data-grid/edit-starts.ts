import { mergeChangedFields, sameValue } from '@seller-desk/core';

/** What a row looked like when the person started editing it (decision 032). */
export interface EditStart<R> {
  /** The version to send with the save: the server refuses it (CONFLICT) when someone saved meanwhile. */
  readonly version: number;
  /** The row's values as the edit started. */
  readonly values: R;
}

interface VersionedRow {
  readonly id: string;
  readonly version: number;
}

/**
 * The version (and values) each row in edit mode started from. Lists reload behind the grid, so the row
 * the grid holds may already carry someone else's newer version while it is edited; sending that one
 * would overwrite their change silently. A save sends the version recorded here instead.
 */
export class EditStarts<R extends VersionedRow> {
  private readonly starts = new Map<string, EditStart<R>>();

  /** Records the row as its edit starts; a row already being edited keeps what it started from. */
  start(row: R): void {
    if (!this.starts.has(row.id)) this.starts.set(row.id, { version: row.version, values: row });
  }

  /** Records the start of every row the given row modes put in edit mode (and not recorded yet). */
  startAll(editingIds: Iterable<string>, rowOf: (id: string) => R | null | undefined): void {
    for (const id of editingIds) {
      if (this.starts.has(id)) continue;
      const row = rowOf(id);
      if (row) this.start(row);
    }
  }

  get(id: string): EditStart<R> | undefined {
    return this.starts.get(id);
  }

  /** The version a save of this row sends: the one its edit started from, else the row's own. */
  versionToSend(id: string, current: number): number {
    return this.starts.get(id)?.version ?? current;
  }

  /**
   * After a CONFLICT, once the list has reloaded: their change is now in the row's edit cells
   * (`cellsAfterTheirSave`) and Cancel shows the stored row, so the stored row becomes the one the edit is
   * based on: its version is what the next Save sends, and "changed" is measured from its values.
   * Ignored for a row no longer being edited.
   */
  seen(row: R): void {
    if (this.starts.has(row.id)) this.starts.set(row.id, { version: row.version, values: row });
  }

  /** The edit ended (saved, cancelled, or the row was deleted by someone else). */
  end(id: string): void {
    this.starts.delete(id);
  }
}

/** The ids a row modes model puts in edit mode. */
export function editingIds(model: Readonly<Record<string, { mode: string } | undefined>>): string[] {
  return Object.entries(model).flatMap(([id, mode]) => (mode?.mode === 'edit' ? [id] : []));
}

/** A cleared cell is as empty as one never filled. */
const blankAsNull = (value: unknown) => (value === undefined || value === '' ? null : value);

const cellsOf = (cells: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(cells).map(([field, value]) => [field, blankAsNull(value)]));

/**
 * A row's edit cells after a CONFLICT, once the reloaded row is in (decision 154): the cells this person
 * did not change (typed value equal to the one the edit started from) take the stored row's value, the
 * ones they changed keep what was typed (core's `mergeChangedFields`). `start`, `stored` and `typed` are
 * the cell values, field by field, of the row as the edit started, the reloaded row, and the edit state.
 * Returns only the cells that take another value, to be put in the edit state: the row then shows what
 * the next Save stores.
 */
export function cellsAfterTheirSave(
  start: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
  typed: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const mine = cellsOf(typed);
  const merged = mergeChangedFields(cellsOf(start), cellsOf(stored), mine);
  return Object.fromEntries(
    Object.keys(typed).flatMap((field) =>
      sameValue(merged[field], mine[field]) ? [] : [[field, stored[field] ?? null]],
    ),
  );
}
