// A Settings section's typing merged with someone else's Save (decision 150): after a Save refused as
// stale, the section keeps what this person changed and takes the other person's change everywhere else,
// so the next Save stores both instead of putting back, unseen, what the other person had changed.
import { mergeChangedField, mergeChangedFields, mergeChangedRows } from '../editing/changed-fields.ts';
import { settingFieldWords, type SettingFieldWords, type SettingPath } from './setting-fields.ts';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const pathKey = (path: SettingPath) => JSON.stringify(path);

/**
 * Three values of one field: `base` the stored value the draft started from, `theirs` the stored value
 * now, `mine` the draft. Whoever changed it gives it; when both did, this person's value (they were
 * shown the other change and chose to save). An object is merged key by key and a table row by row,
 * matched by what identifies a row; any other value (a list of plain values, a field told whole such as
 * the closing-fee bands) is one field.
 */
function merge(
  words: SettingFieldWords | null,
  path: SettingPath,
  base: unknown,
  theirs: unknown,
  mine: unknown,
): unknown {
  // one of them changed it, or both alike: the one rule of every merged record (mergeChangedField)
  return mergeChangedField(base, theirs, mine, () => {
    const table = words?.tables.find((t) => pathKey(t.at) === pathKey(path));
    if (table) {
      const rows = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
      // row by row, by what identifies a row, as every merged list (mergeChangedRows)
      return mergeChangedRows(rows(base), rows(theirs), rows(mine), table.key, (was, now, row, at) =>
        merge(words, [...path, at], was, now, row),
      );
    }
    if (path.length > 0 && words?.whole(path)) return mine;
    // an object: field by field, as every merged record (mergeChangedFields)
    if (isPlainObject(base) && isPlainObject(theirs) && isPlainObject(mine))
      return mergeChangedFields(base, theirs, mine, (key, their, ours) =>
        merge(words, [...path, key], base[key], their, ours),
      );
    return mine;
  });
}

/**
 * A section's draft after someone else saved the setting (decision 150): `base` is the stored value the
 * draft started from, `theirs` the value stored since, `mine` what the section holds. The fields, and
 * table rows (by what identifies a row: a GST rule's HSN prefix and date, a fee schedule version's date),
 * that this person did not change take their value; those this person changed keep this person's value,
 * also where the other person changed the same field. `key` is the setting's key.
 */
export function mergeSettingDraft<T>(key: string, base: T, theirs: T, mine: T): T {
  return merge(settingFieldWords(key), [], base, theirs, mine) as T;
}
