export * from './amount-in-words.ts';
export * from './gstin.ts';
export * from './invoice.ts';
export * from './invoice-numbers.ts';
export * from './invoice-pdf.ts';
export * from './seller-profile.ts';
export * from './line-gst.ts';
export * from './credit-note.ts';
