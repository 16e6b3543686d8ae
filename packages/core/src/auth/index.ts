export { mapRolesClaim } from './map-roles-claim.ts';
export type { Role } from './map-roles-claim.ts';
export * from './password-rules.ts';
