export type Role = 'ADMIN' | 'USER';

export interface User {
  id: string;
  username: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
}

export const USER_FIELDS = 'id username role disabled createdAt';
export const ROLES: Role[] = ['ADMIN', 'USER'];
