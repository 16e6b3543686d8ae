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
 * What a Settings section edits of one stored setting: the draft, the stored value it started from, and
 * the server's refusal of the last Save.
 *
 * The refusal was about the value as it was sent: the next edit of the section drops it, and nothing
 * brings it back but another refused Save.
 *
 * A newer stored value (someone else's Save, loaded again behind the section) replaces the draft only
 * while the section holds no change; typed work is never replaced under the person's hands (decision
 * 134). Their Save, sent with the version the draft started from, is then refused as stale and says so;
 * the draft stays, now based on the newer value, and the next Save replaces it knowingly. After the
 * section's own Save it shows what was stored.
 */
export function useSettingDraft<T>(stored: T, version: number) {
  const [draft, setDraft] = useState(stored);
  const [loaded, setLoaded] = useState({ value: stored, version });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // the version the section's own Save stored; whether a Save was refused because the setting moved on
  const [savedAs, setSavedAs] = useState<number | null>(null);
  const [told, setTold] = useState(false);
  if (version !== loaded.version) {
    if (savedAs === version || JSON.stringify(draft) === JSON.stringify(loaded.value)) {
      setLoaded({ value: stored, version });
      setDraft(stored);
      setSavedAs(null);
    } else if (told) {
      setLoaded({ value: stored, version });
      setTold(false);
    }
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
     * Sends the draft with the version it started from (`send` answers the version stored); a refusal is
     * kept to be shown until the next edit. Says whether it was saved.
     */
    async save(send: (value: T, version: number) => Promise<number>): Promise<boolean> {
      setRefusal(null);
      try {
        setSavedAs(await send(draft, loaded.version));
        return true;
      } catch (e) {
        setRefusal(refusalOf(e));
        if (e instanceof ApiError && e.code === 'CONFLICT') setTold(true);
        return false;
      }
    },
  };
}
