export * from './limits.ts';
export * from './pin-code.ts';
export * from './hsn-code.ts';
export * from './gst-rate.ts';
export * from './identifier-text.ts';
