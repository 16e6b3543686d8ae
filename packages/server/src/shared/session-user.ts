import type { Role } from '@seller-desk/core';
import { forbidden, unauthenticated } from './errors.ts';

export interface SessionUser {
  id: string;
  username: string;
  role: Role;
}

/** The auth guard every resolver and file route goes through. */
export function requireUser(user: SessionUser | null | undefined): SessionUser {
  if (!user) throw unauthenticated();
  return user;
}

export function requireAdmin(user: SessionUser | null | undefined): SessionUser {
  const u = requireUser(user);
  if (u.role !== 'ADMIN') throw forbidden();
  return u;
}
