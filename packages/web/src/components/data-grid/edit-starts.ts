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
   * After a CONFLICT, once the list has reloaded: the person has been shown the stored row (Cancel shows
   * it), so its version becomes the one the edit is based on, and a second Save overwrites it knowingly.
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
