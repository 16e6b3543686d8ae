import { mergeSettingDraft, settingChanges, type AuditChange } from '@seller-desk/core';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/http.ts';

/** The server's refusal of a Save: its sentence, and the row (0-based) and field it names, if any. */
export interface Refusal {
  message: string;
  row?: number | undefined;
  field?: string | undefined;
  /**
   * Refused as stale (someone else saved the setting since): what their Save changed, in the Settings
   * screen's words, once the page has loaded it (decision 145); null until then.
   */
  stale?:
    | {
        changes: readonly AuditChange[] | null;
        /**
         * The fields of their change this person changed too, with the value the section holds there
         * (what the next Save keeps; decision 150), by the change's `field`.
         */
        yours?: ReadonlyMap<string, string | null>;
      }
    | undefined;
}

const refusalOf = (e: unknown): Refusal =>
  e instanceof ApiError
    ? {
        message: e.message,
        row: e.row,
        field: e.field,
        ...(e.code === 'CONFLICT' ? { stale: { changes: null } } : {}),
      }
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
 *
 * That refusal lists what the other Save changed (the value the draft started from against the newer
 * one, named by core as the screen names the fields; `key` is the setting's) and stays while the
 * person types on, until their next Save or until they take the other version (decision 145).
 *
 * Once the newer value is loaded after that refusal, the draft takes the other change in every field
 * (and table row) this person had not changed, through core's `mergeSettingDraft`, and keeps this
 * person's value where both changed one: the section shows what the next Save stores, and that Save
 * no longer puts back, unseen, what the other person had changed elsewhere (decision 150).
 */
export function useSettingDraft<T>(key: string, stored: T, version: number) {
  const [draft, setDraft] = useState(stored);
  // `from`: the value the draft started from before a stale refusal moved it on to this one
  const [loaded, setLoaded] = useState<{ value: T; version: number; from?: T }>({ value: stored, version });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // the version the section's own Save stored; whether a Save was refused because the setting moved on
  const [savedAs, setSavedAs] = useState<number | null>(null);
  const [told, setTold] = useState(false);
  const changed = JSON.stringify(draft) !== JSON.stringify(loaded.value);
  if (version !== loaded.version) {
    if (savedAs === version || !changed) {
      setLoaded({ value: stored, version });
      setDraft(stored);
      setSavedAs(null);
    } else if (told) {
      setLoaded({ value: stored, version, from: loaded.value });
      setDraft(mergeSettingDraft(key, loaded.value, stored, draft));
      setTold(false);
    }
  }
  // what the other Save changed: from the value the draft started from to the one it is based on now
  const changes = useMemo(
    () => (loaded.from === undefined ? null : settingChanges(key, loaded.from, loaded.value)),
    [key, loaded],
  );
  // of their change, the fields where the section holds a value of this person's
  const yours = useMemo(() => {
    if (loaded.from === undefined) return undefined;
    const differ = new Map(settingChanges(key, loaded.value, draft).map((c) => [c.field, c.after]));
    return new Map(changes?.filter((c) => differ.has(c.field)).map((c) => [c.field, differ.get(c.field)!]));
  }, [key, loaded, draft, changes]);
  return {
    draft,
    /** The stored value the draft started from (what "changed" is measured against). */
    loaded: loaded.value,
    /**
     * Whether the draft differs from that stored value: the section's leave guard holds the page, and its
     * Save is enabled, only while it does (decision 168). A change typed back by hand is none.
     */
    changed,
    refusal: refusal?.stale ? { ...refusal, stale: { changes, ...(yours ? { yours } : {}) } } : refusal,
    edit(next: T | ((draft: T) => T)) {
      setDraft(next);
      // a stale refusal is about what is stored, not about what was sent: it stays while they type
      if (!refusal?.stale) setRefusal(null);
    },
    /** Takes the stored value the other Save left, dropping what was typed (after the person agreed). */
    takeStored() {
      setDraft(loaded.value);
      setRefusal(null);
      setLoaded(({ value, version }) => ({ value, version }));
    },
    /**
     * Sends the draft with the version it started from (`send` answers the version stored); a refusal is
     * kept to be shown until the next edit (a stale one until the next Save). Says whether it was saved.
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
