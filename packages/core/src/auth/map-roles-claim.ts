export type Role = 'ADMIN' | 'USER';

/**
 * Maps the roles claim of an OpenID Connect ID token to a Seller Desk role (docs/security.md):
 * "user" gives USER; "user" together with "SuperAdmin" gives ADMIN; anything else gives null,
 * which sends the person back to /login. A claim that is a single string is treated as a list of one.
 * Matching is exact (case-sensitive), as the old system names the values.
 */
export function mapRolesClaim(claim: unknown): Role | null {
  const roles = Array.isArray(claim)
    ? claim.filter((r): r is string => typeof r === 'string')
    : typeof claim === 'string'
      ? [claim]
      : [];
  if (!roles.includes('user')) return null;
  return roles.includes('SuperAdmin') ? 'ADMIN' : 'USER';
}
