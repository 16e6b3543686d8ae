import { UsersGrid } from '../components/users-grid.tsx';

export function UsersPage() {
  return <UsersGrid />;
}
