export { mergeChangedField, mergeChangedFields, sameValue } from './changed-fields.ts';
