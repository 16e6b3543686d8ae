export type Role = 'ADMIN' | 'USER';

export interface SessionUser {
  id: string;
  username: string;
  role: Role;
}
