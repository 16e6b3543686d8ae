// The only entry other packages import. Each domain area keeps its own index.
export * from './money/index.ts';
export * from './channels/index.ts';
export * from './pricing/index.ts';
export * from './auth/index.ts';
export * from './catalogue/index.ts';
export * from './reports/index.ts';
export * from './imports/index.ts';
export * from './reconciliation/index.ts';
export * from './messaging/index.ts';
export * from './validation/index.ts';
export * from './billing/index.ts';
export * from './csv/index.ts';
export * from './settings/index.ts';
export * from './links/index.ts';
export * from './audit/index.ts';
export * from './editing/index.ts';
