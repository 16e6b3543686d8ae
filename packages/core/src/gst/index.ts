// GSTR-1 from the raw files (docs/gst.md): return periods, place of supply, sections, documents issued,
// the return's dated settings and the pre-filing checks.
export * from './period.ts';
export * from './place-of-supply.ts';
export * from './return-settings.ts';
export * from './sections.ts';
export * from './documents-issued.ts';
export * from './checks.ts';
export * from './withholding-ledger.ts';
