export * from './import-results.ts';
export * from './share-by-invoice-amount.ts';
