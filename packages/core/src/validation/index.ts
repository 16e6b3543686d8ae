export * from './limits.ts';
export * from './pin-code.ts';
