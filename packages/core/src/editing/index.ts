export {
  mergeChangedField,
  mergeChangedFields,
  mergeChangedRows,
  rowKeys,
  sameValue,
} from './changed-fields.ts';
