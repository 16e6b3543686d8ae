export * from './audit-history.ts';
