import { useState } from 'react';
import { ApiError } from '../../../lib/http.ts';

/** The server's refusal of a Save: its sentence, and the row (0-based) and field it names, if any. */
export interface Refusal {
  message: string;
  row?: number | undefined;
  field?: string | undefined;
}

const refusalOf = (e: unknown): Refusal =>
  e instanceof ApiError
    ? { message: e.message, row: e.row, field: e.field }
    : { message: e instanceof Error ? e.message : String(e) };

/**
 * What a Settings section edits of one stored setting: the draft, what it was loaded from, and the
 * server's refusal of the last Save. The refusal was about the value as it was sent: the next edit of
 * the section drops it, and nothing brings it back but another refused Save.
 */
export function useSettingDraft<T>(stored: T, version: number) {
  const [draft, setDraft] = useState(stored);
  const [loaded, setLoaded] = useState({ value: stored, version });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  if (version !== loaded.version) {
    setLoaded({ value: stored, version });
    setDraft(stored);
  }
  return {
    draft,
    /** The stored value the draft started from (what "changed" is measured against). */
    loaded: loaded.value,
    refusal,
    edit(next: T | ((draft: T) => T)) {
      setDraft(next);
      setRefusal(null);
    },
    /**
     * Sends the draft with the version it started from; a refusal is kept to be shown until the next
     * edit. Says whether it was saved.
     */
    async save(send: (value: T, version: number) => Promise<unknown>): Promise<boolean> {
      setRefusal(null);
      try {
        await send(draft, loaded.version);
        return true;
      } catch (e) {
        setRefusal(refusalOf(e));
        return false;
      }
    },
  };
}
