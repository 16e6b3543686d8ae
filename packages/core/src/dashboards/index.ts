export * from './date-range.ts';
export * from './sales-summary.ts';
export * from './business-net.ts';
