export * from './field.ts';
export * from './catalogue-fields.ts';
export * from './ledger-fields.ts';
export * from './sales-fields.ts';
export * from './dictionary.ts';
