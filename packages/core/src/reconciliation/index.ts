export * from './reconciliation.ts';
export * from './payment-entries.ts';
export * from './check-bills.ts';
