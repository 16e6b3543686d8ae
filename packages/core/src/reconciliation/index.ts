export * from './reconciliation.ts';
export * from './payment-entries.ts';
