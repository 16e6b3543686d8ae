export * from './phone.ts';
export * from './links.ts';
export * from './message-settings.ts';
export * from './messages.ts';
export * from './courier-exports.ts';
export * from './contact-card.ts';
