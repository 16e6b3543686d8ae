export * from './imp-links.ts';
