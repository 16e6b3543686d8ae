export * from './read-report.ts';
export * from './courier-order.ts';
export * from './read-ithink-export.ts';
export * from './read-shiprocket-export.ts';
export * from './registry.ts';
